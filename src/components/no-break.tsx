import { runsKeepingWhole } from '../lib/no-break';

/**
 * A translated sentence in which the values put into it (amounts, percentages, dates, hours) never
 * break across lines: the sentence still wraps between its words. The text read out is the same.
 */
export function NoBreak({
  text,
  keep,
}: {
  text: string;
  /** The values as they appear in `text` (formatted); null or missing ones are skipped. */
  keep: readonly (string | null | undefined)[];
}) {
  return (
    <>
      {runsKeepingWhole(text, keep).map((run, index) =>
        run.whole ? (
          <span key={index} className="no-break">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
