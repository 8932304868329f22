// The review's rating as five native radio inputs, each labelled "N out of 5 stars": it works
// without JavaScript, by keyboard and with a screen reader, and a label holds only phrasing
// content (Mantine's Rating puts a <div> inside each label).
import classes from './Home.module.css';

interface StarRatingProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

export function StarRating({ name, value, onChange, labelledBy, describedBy, invalid }: StarRatingProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={classes.stars}>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className={classes.star} data-filled={stars <= value || undefined}>
          <input
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={`${stars} out of 5 stars`}
            className={classes.starInput}
          />
          <span aria-hidden>★</span>
        </label>
      ))}
    </div>
  );
}
