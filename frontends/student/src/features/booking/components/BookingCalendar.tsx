import { formatBookingDate } from '@redress/domain';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { monthOf, monthTitle, monthWeeks, shiftMonth } from './calendarMonth';

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

/**
 * The single-select date picker of the booking form (spec document 2, section 2): a button
 * reading 'Pick a date' (or the chosen date) opens a month calendar where only `dates` can be
 * chosen; choosing the selected day again clears the choice.
 */
export function BookingCalendar({
  id,
  label,
  dates,
  selected,
  onSelect,
  disabled = false,
  describedBy,
  invalid = false,
}: {
  id: string;
  /** The field's label: the button is named by it and by what it shows. */
  label: string;
  /** The dates that can be chosen (YYYY-MM-DD, in the business time zone), ascending. */
  dates: readonly string[];
  selected: string | null;
  onSelect: (date: string | null) => void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const selectable = useMemo(() => new Set(dates), [dates]);
  const firstMonth = dates.length > 0 ? monthOf(dates[0]) : null;
  const lastMonth = dates.length > 0 ? monthOf(dates[dates.length - 1]) : null;
  const [month, setMonth] = useState<string | null>(null);
  const shown = month ?? (selected ? monthOf(selected) : firstMonth);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // Focus the chosen day, or the first one that can be chosen, as a date picker does.
    const target =
      dialog.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]') ??
      dialog.current?.querySelector<HTMLButtonElement>('button[data-day]:not(:disabled)');
    target?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      const node = event.target as Node;
      if (!dialog.current?.contains(node) && !trigger.current?.contains(node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open, shown]);

  const shownText = selected ? formatBookingDate(selected) : 'Pick a date';

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const choose = (date: string) => {
    onSelect(date === selected ? null : date);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="rd-calendar">
      <button
        ref={trigger}
        id={id}
        type="button"
        className={
          selected
            ? 'rd-input rd-calendar__trigger'
            : 'rd-input rd-calendar__trigger rd-calendar__trigger--empty'
        }
        aria-label={`${label}: ${shownText}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={() => {
          setMonth(null);
          setOpen((value) => !value);
        }}
      >
        {shownText}
      </button>
      {open && shown ? (
        <div
          ref={dialog}
          id={dialogId}
          role="dialog"
          aria-modal="false"
          aria-label="Choose a date"
          className="rd-calendar__popover"
          onKeyDown={onKeyDown}
        >
          <div className="rd-calendar__header">
            <button
              type="button"
              className="rd-calendar__nav"
              aria-label="Previous month"
              disabled={!firstMonth || shown <= firstMonth}
              onClick={() => setMonth(shiftMonth(shown, -1))}
            >
              ‹
            </button>
            <p className="rd-calendar__month" aria-live="polite">
              {monthTitle(shown)}
            </p>
            <button
              type="button"
              className="rd-calendar__nav"
              aria-label="Next month"
              disabled={!lastMonth || shown >= lastMonth}
              onClick={() => setMonth(shiftMonth(shown, 1))}
            >
              ›
            </button>
          </div>
          <table className="rd-calendar__grid" aria-label={monthTitle(shown)}>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col" abbr={long}>
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(Number(shown.slice(0, 4)), Number(shown.slice(5, 7))).map((week, row) => (
                <tr key={row}>
                  {week.map((date, column) => (
                    <td key={date ?? `blank-${column}`}>
                      {date ? (
                        <button
                          type="button"
                          data-day={date}
                          className={
                            date === selected
                              ? 'rd-calendar__day rd-calendar__day--selected'
                              : 'rd-calendar__day'
                          }
                          aria-label={formatBookingDate(date)}
                          aria-pressed={date === selected}
                          disabled={!selectable.has(date)}
                          onClick={() => choose(date)}
                        >
                          {Number(date.slice(8))}
                        </button>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
