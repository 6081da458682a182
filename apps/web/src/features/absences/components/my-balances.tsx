import { companyToday } from '../../../lib/company-time';
import { useBalancesOfYears } from '../api/get-balances';
import { absenceMessages as text } from '../absences-messages';

/** 'Mis saldos': what remains of this year's and next year's balances, when an admin set any. */
export function MyBalances() {
  const year = Number(companyToday().slice(0, 4));
  const balances = useBalancesOfYears([year, year + 1]);
  if (balances.data.length === 0) return null;
  return (
    <section
      aria-labelledby="my-balances-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="my-balances-title" className="text-sm font-semibold text-slate-800">
        {text.balancesTitle}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        {balances.data.map((balance) => (
          <li key={`${balance.year}-${balance.type}`}>
            {text.balanceLine(text.typeLabels[balance.type], balance)}
          </li>
        ))}
      </ul>
    </section>
  );
}
