/** The checking face of a verdict: a skeleton (never a blank), with words for screen readers. */
export function VerdictSkeleton({ label }: { label: string }) {
  return (
    <section className="verdict verdict--checking" aria-busy="true" aria-label={label}>
      <p className="visually-hidden">{label}</p>
      <div className="skeleton skeleton--word" />
      <div className="skeleton skeleton--big" />
      <div className="skeleton" />
      <div className="skeleton skeleton--short" />
    </section>
  );
}
