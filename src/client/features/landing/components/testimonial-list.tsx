import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** The testimonials themselves (locale texts, so the operator can change them). Loaded lazily. */
export default function TestimonialList() {
  const { t } = useTranslation('landing');
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  return (
    <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6">
            <Quote aria-hidden className="size-6 text-primary" />
            <blockquote className="mt-3 flex-1 text-pretty">{item.quote}</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{item.name}</span>
              <span className="text-muted"> · {item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
