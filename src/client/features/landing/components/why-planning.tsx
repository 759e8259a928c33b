import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

interface Problem {
  title: string;
  text: string;
}
interface Stat {
  value: string;
  label: string;
}

/** Why planning matters: the problems of building without a plan, and the claims (locale texts). */
export function WhyPlanning() {
  const { t } = useTranslation('landing');
  const problems = t('why.problems', { returnObjects: true }) as Problem[];
  const stats = t('why.stats', { returnObjects: true }) as Stat[];
  return (
    <LandingSection id="why-planning-matters" title={t('why.title')} lead={t('why.lead')}>
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {problems.map((problem) => (
          <li key={problem.title} className="rounded-2xl border border-border bg-surface p-6">
            <h3 className="font-semibold">{problem.title}</h3>
            <p className="mt-2 text-sm text-muted">{problem.text}</p>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-12 max-w-2xl text-center text-lg font-medium text-balance">{t('why.solution')}</p>
      <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-2xl border border-border bg-surface p-5 text-center">
            <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-center text-xs text-muted">{t('why.statsNote')}</p>
    </LandingSection>
  );
}
