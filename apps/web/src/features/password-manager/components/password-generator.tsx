import { RefreshCw, WandSparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { passwordManagerMessages as text } from '../password-manager-messages';
import {
  GENERATED_DEFAULT,
  GENERATED_MAX,
  GENERATED_MIN,
  generatePassword,
  type CharacterClass,
} from '../utils/generate-password';

const CLASS_LABELS: Record<CharacterClass, string> = {
  lowercase: text.lowercase,
  uppercase: text.uppercase,
  digits: text.digits,
  symbols: text.symbols,
};
const ALL_CLASSES = Object.keys(CLASS_LABELS) as CharacterClass[];

/**
 * The password generator of the form: length and character classes; 'Generar contraseña' puts a
 * fresh password (crypto.getRandomValues, no bias) into the field and shows it.
 */
export function PasswordGenerator({ onGenerate }: { onGenerate: (password: string) => void }) {
  const id = useId();
  const [length, setLength] = useState(GENERATED_DEFAULT);
  const [classes, setClasses] = useState<CharacterClass[]>(ALL_CLASSES);
  const [generated, setGenerated] = useState(false);
  const none = classes.length === 0;

  const generate = () => {
    if (none) return;
    onGenerate(generatePassword({ length, classes }));
    setGenerated(true);
  };
  const toggle = (name: CharacterClass) =>
    setClasses((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );

  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50/70 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{text.generator}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-length`} className="text-sm text-slate-700">
          {text.length}
        </label>
        <input
          id={`${id}-length`}
          type="range"
          min={GENERATED_MIN}
          max={GENERATED_MAX}
          value={length}
          onChange={(event) => setLength(Number(event.target.value))}
          className="h-2 min-w-32 flex-1 accent-brand-600"
        />
        <output
          htmlFor={`${id}-length`}
          className="w-8 text-right text-sm tabular-nums text-slate-800"
        >
          {length}
        </output>
      </div>
      <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {ALL_CLASSES.map((name) => (
          <label key={name} className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={classes.includes(name)}
              onChange={() => toggle(name)}
              className="size-4 accent-brand-600"
            />
            {CLASS_LABELS[name]}
          </label>
        ))}
      </div>
      {none && (
        <p className="mt-2 text-sm text-red-600" role="alert">
          {text.chooseOneClass}
        </p>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={generate} disabled={none}>
        {generated ? (
          <RefreshCw className="size-4" aria-hidden="true" />
        ) : (
          <WandSparkles className="size-4" aria-hidden="true" />
        )}
        {generated ? text.generateAgain : text.generate}
      </Button>
    </fieldset>
  );
}
