import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useSignedIn } from '../../auth';
import { WaitlistForm } from '../../marketing';
import { LandingSection } from './landing-section';

/** The final call to action: to the dashboard when signed in, else to sign-up, and the waiting list. */
export function FinalCta() {
  const { t } = useTranslation('landing');
  const signedIn = useSignedIn() === true;
  return (
    <LandingSection id="cta" title={t('cta.title')} lead={t('cta.text')}>
      <div className="mt-8 flex justify-center">
        <Link to={signedIn ? paths.dashboard.href() : paths.signUp.href()} className={buttonVariants({ size: 'lg' })}>
          {signedIn ? t('cta.signedInButton') : t('cta.button')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {signedIn ? null : (
        <WaitlistForm headingLevel={3} className="mx-auto mt-16 max-w-2xl text-left" />
      )}
    </LandingSection>
  );
}
