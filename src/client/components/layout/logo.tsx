export function Logo({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <rect width="32" height="32" rx="7" fill="#7c5cff" />
      <path d="M9 22.5 16 8l7 14.5h-4.2L16 16.3l-2.8 6.2z" fill="#fff" />
    </svg>
  );
}
