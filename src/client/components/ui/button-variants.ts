import { cva } from 'class-variance-authority';

/**
 * The button's classes, apart from the component: cva only joins classes, so pages on the landing's
 * size-budgeted first load use these without the class merging (tailwind-merge) `<Button>` brings.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-primary-strong text-primary-foreground hover:bg-primary-hover',
        secondary: 'border border-border bg-surface-raised text-foreground hover:bg-border',
        ghost: 'text-muted hover:bg-surface-raised hover:text-foreground',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
