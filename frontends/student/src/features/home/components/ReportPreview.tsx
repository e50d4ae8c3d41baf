/**
 * The hero's still when no introduction video is configured: a sketch of a report, so the right
 * half of the hero shows what a student gets rather than nothing. Decorative: the same content
 * is described in words below it on the page.
 */
export function ReportPreview() {
  return (
    <figure className="rd-report-preview" aria-label="A sample report">
      <div className="rd-report-preview__card" aria-hidden="true">
        <p className="rd-report-preview__eyebrow">Your analysis</p>
        <p className="rd-report-preview__title">Grade appeal: HIST 201</p>
        <p className="rd-report-preview__label">Key issues</p>
        <ul className="rd-report-preview__list">
          <li>Extenuating circumstances were not considered</li>
          <li>The marking criteria were not applied as published</li>
        </ul>
        <p className="rd-report-preview__label">The policy says</p>
        <blockquote className="rd-report-preview__quote">
          “A student may appeal within 10 working days of the published result…” <span>§5.2</span>
        </blockquote>
        <p className="rd-report-preview__deadline">Appeal due in 9 days</p>
      </div>
      <figcaption className="rd-report-preview__caption">
        A sample report: the issues, the rules that apply, and your deadline.
      </figcaption>
    </figure>
  );
}
