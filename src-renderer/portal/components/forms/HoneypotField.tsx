// A field people never see or reach (off-screen, aria-hidden, out of the tab order, no autofill);
// bots that fill every input fill it and the server then quietly discards the submission.
import { useId } from 'react';
import { HONEYPOT_FIELD } from '../../../../shared/domain/constants';
import classes from './HoneypotField.module.css';

export function HoneypotField() {
  const id = useId();
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input type="text" id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
