import { Crown, Send, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDto, TeamMemberDto, TeamTransferDto } from '../../../../shared/schemas/teams';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { needsFreshSignIn, SignInAgainWithGitHub, useHasPassword } from '../../auth';
import { paths } from '../../../../shared/paths';
import { useAnswerTransfer, useCancelTransfer, useOfferTransfer } from '../api/teams';

/**
 * Handing the team over is an offer the member accepts (ADR 0035), confirmed with the owner's
 * password (ADR 0016; an account without one types its email). Her projects stay hers unless she
 * ticks the box.
 */

const useDate = () => {
  const { i18n } = useTranslation();
  return (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
};

/** The owner's side: the offer form, or the pending offer with Cancel. */
export function TransferOwnership({ team, members, ownerEmail }: { team: TeamDto; members: TeamMemberDto[]; ownerEmail: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 border-t border-border pt-6">
      <h3 id="team-transfer-title" className="font-semibold">
        {t('team.transfer.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('team.transfer.description')}</p>
      {team.transfer ? (
        <PendingOffer transfer={team.transfer} />
      ) : members.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('team.transfer.noMembers')}</p>
      ) : (
        <OfferForm members={members} ownerEmail={ownerEmail} />
      )}
    </div>
  );
}

function OfferForm({ members, ownerEmail }: { members: TeamMemberDto[]; ownerEmail: string }) {
  const { t } = useTranslation();
  const handOverId = useId();
  const hintId = useId();
  const offer = useOfferTransfer();
  const hasPassword = useHasPassword();
  const [userId, setUserId] = useState('');
  const [handOverProjects, setHandOver] = useState(false);
  const [proof, setProof] = useState('');
  const chosen = members.find((member) => member.userId === userId);
  const proofGiven = hasPassword ? proof !== '' : proof.trim().toLowerCase() === ownerEmail.toLowerCase();
  const failure = offer.error ? errorText(t, offer.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offer.isPending || !chosen || !proofGiven) return;
    const proofField = hasPassword ? { password: proof } : { email: proof.trim() };
    offer.mutate(
      { userId: chosen.userId, handOverProjects, ...proofField },
      {
        onSuccess: () => {
          setProof('');
          toast.success(t('team.transfer.offered', { name: chosen.name }));
        },
      },
    );
  };

  if (needsFreshSignIn(offer.error, hasPassword))
    return (
      <div className="mt-3">
        <SignInAgainWithGitHub
          message={t('team.transfer.signInAgain')}
          returnTo={paths.team.href()}
          failure={t('team.transfer.failed')}
        />
      </div>
    );
  return (
    <form onSubmit={submit} aria-labelledby="team-transfer-title" className="mt-3 space-y-3">
      <FormField label={t('team.transfer.member')}>
        {(field) => (
          <Select {...field} value={userId} onChange={(event) => setUserId(event.target.value)} className="h-11 w-full sm:w-auto sm:max-w-full">
            <option value="">{t('team.transfer.choose')}</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name} · {member.email}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="flex items-start gap-2">
        <input
          id={handOverId}
          type="checkbox"
          aria-describedby={hintId}
          checked={handOverProjects}
          onChange={(event) => setHandOver(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div>
          <label htmlFor={handOverId} className="text-sm font-medium">
            {t('team.transfer.handOver')}
          </label>
          <p id={hintId} className="text-xs text-muted">
            {t('team.transfer.handOverHint')}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField
          className="flex-1"
          label={hasPassword ? t('team.transfer.password') : t('team.transfer.typeEmail', { email: ownerEmail })}
          error={failure}
        >
          {(field) => (
            <Input
              {...field}
              type={hasPassword ? 'password' : 'email'}
              autoComplete={hasPassword ? 'current-password' : 'off'}
              value={proof}
              readOnly={offer.isPending}
              onChange={(event) => {
                setProof(event.target.value);
                if (offer.isError) offer.reset();
              }}
            />
          )}
        </FormField>
        {/* Not `disabled` while sending: a disabled button drops the keyboard focus to the page. */}
        <Button
          type="submit"
          variant="secondary"
          disabled={!chosen || !proofGiven}
          aria-disabled={offer.isPending}
          className={offer.isPending ? 'opacity-50 sm:mt-7' : 'sm:mt-7'}
        >
          <Send aria-hidden className="size-4" />
          {offer.isPending ? t('team.transfer.submitting') : t('team.transfer.submit')}
        </Button>
      </div>
    </form>
  );
}

function PendingOffer({ transfer }: { transfer: TeamTransferDto }) {
  const { t } = useTranslation();
  const date = useDate();
  const cancel = useCancelTransfer();
  return (
    <div data-testid="team-transfer-pending" className="mt-3 space-y-3 rounded-xl border border-border bg-surface-raised p-3">
      <p role="status" className="text-sm">
        {t('team.transfer.pending', { name: transfer.to.name, email: transfer.to.email, date: date(transfer.expiresAt) })}{' '}
        {transfer.handOverProjects ? t('team.transfer.pendingHandOver') : t('team.transfer.pendingKeep')}
      </p>
      <Button
        variant="ghost"
        size="sm"
        aria-disabled={cancel.isPending}
        onClick={() => {
          if (cancel.isPending) return;
          cancel.mutate(undefined, {
            onSuccess: () => toast.success(t('team.transfer.cancelled')),
            onError: (error) => toast.error(t('team.transfer.cancelFailed'), { description: errorText(t, error) }),
          });
        }}
      >
        <X aria-hidden className="size-4" />
        {t('team.transfer.cancel')}
      </Button>
    </div>
  );
}

/** The member's side: the team offered to them, with Accept and Decline. */
export function TransferOfferReceived({ team, transfer }: { team: TeamDto; transfer: TeamTransferDto }) {
  const { t } = useTranslation();
  const date = useDate();
  const headingId = useId();
  const answer = useAnswerTransfer();
  const name = team.owner.name;
  const reply = (verb: 'accept' | 'decline') => {
    if (answer.isPending) return;
    answer.mutate(
      { teamId: team.id, answer: verb },
      {
        onSuccess: () => toast.success(t(verb === 'accept' ? 'team.transfer.received.accepted' : 'team.transfer.received.declined')),
        onError: (error) => toast.error(t('team.transfer.received.failed'), { description: errorText(t, error) }),
      },
    );
  };
  return (
    <section
      aria-labelledby={headingId}
      data-testid="team-transfer-offer"
      className="mt-3 rounded-xl border border-primary/40 bg-primary/5 p-3"
    >
      <h4 id={headingId} className="flex items-center gap-2 font-medium">
        <Crown aria-hidden className="size-4 shrink-0 text-primary" />
        {t('team.transfer.received.title', { name })}
      </h4>
      <p className="mt-1 text-sm">
        {t('team.transfer.received.body', { name })}{' '}
        {transfer.handOverProjects ? t('team.transfer.received.handOver', { name }) : t('team.transfer.received.keep', { name })}
      </p>
      <p className="mt-1 text-xs text-muted">{t('team.transfer.received.expires', { date: date(transfer.expiresAt) })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" aria-disabled={answer.isPending} onClick={() => reply('accept')}>
          {t('team.transfer.received.accept')}
        </Button>
        <Button size="sm" variant="secondary" aria-disabled={answer.isPending} onClick={() => reply('decline')}>
          {t('team.transfer.received.decline')}
        </Button>
      </div>
    </section>
  );
}
