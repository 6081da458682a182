import type { Credential } from '@app/contract/password-manager';
import * as Tabs from '@radix-ui/react-tabs';
import { History, KeyRound, ListChecks, Lock } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCrudDialogs } from '../../../components/crud/use-crud-dialogs';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/utils';
import { ACTIVITY_VIEW, VIEW_PARAM } from '../activity-params';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { useVaultSession } from '../vault/vault-session';
import { ChangeKeyModal } from './change-key-modal';
import { CredentialList } from './credential-list';
import { VaultActivity } from './vault-activity';

const tabClass = cn(
  'inline-flex items-center gap-2 border-b-2 border-transparent px-3 pt-2 pb-2.5 text-sm font-medium text-slate-500 transition-colors',
  'hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600',
  'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

/** The unlocked vault: the credentials, and for admins the 'Actividad' tab and the key change. */
export function VaultContent({ admin }: { admin: boolean }) {
  const vault = useVaultSession();
  const dialogs = useCrudDialogs<Credential>();
  const [changing, setChanging] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab = admin && params.get(VIEW_PARAM) === ACTIVITY_VIEW ? 'activity' : 'credentials';

  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        action={
          tab === 'credentials'
            ? { label: text.createLabel, onClick: dialogs.openCreate }
            : undefined
        }
      >
        {admin && (
          <Button variant="secondary" onClick={() => setChanging(true)}>
            <KeyRound className="size-4" aria-hidden="true" />
            {text.changeKey}
          </Button>
        )}
        <Button variant="secondary" onClick={() => vault.lock()}>
          <Lock className="size-4" aria-hidden="true" />
          {text.lock}
        </Button>
      </PageHeader>
      {admin ? (
        <Tabs.Root
          value={tab}
          onValueChange={(next) =>
            setParams(next === 'activity' ? { [VIEW_PARAM]: ACTIVITY_VIEW } : {}, { replace: true })
          }
        >
          <Tabs.List aria-label={text.title} className="mb-4 flex gap-2 border-b border-slate-200">
            <Tabs.Trigger value="credentials" className={tabClass}>
              <ListChecks className="size-4" aria-hidden="true" />
              {text.tabCredentials}
            </Tabs.Trigger>
            <Tabs.Trigger value="activity" className={tabClass}>
              <History className="size-4" aria-hidden="true" />
              {text.tabActivity}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="credentials" className="focus-visible:outline-none">
            <CredentialList dialogs={dialogs} />
          </Tabs.Content>
          <Tabs.Content value="activity" className="focus-visible:outline-none">
            <VaultActivity />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <CredentialList dialogs={dialogs} />
      )}
      {changing && <ChangeKeyModal onClose={() => setChanging(false)} />}
    </div>
  );
}
