// A visitor's form as a real HTML form: method, action and named fields, so it is sent even when
// the page's scripts never ran (a slow phone network), and the server answers with a page. When
// the scripts run, the form's own submit handler sends it through the API instead.
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { FORM_TICKET_FIELD } from '../../../../shared/domain/form-outcomes';
import { useFormTicket } from '../../state/initial-data';
import { HoneypotField } from './HoneypotField';

interface VisitorFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'action' | 'method' | 'encType'> {
  /** The API call, e.g. `job/addJob`. */
  call: string;
  /** The page the server's answer is shown on, when the form appears on more than one kind of page. */
  page?: string;
  formRef?: Ref<HTMLFormElement>;
}

export function VisitorForm({ call, page, formRef, children, ...props }: VisitorFormProps) {
  const ticket = useFormTicket();
  const action = `/api/${call}${page ? `?page=${encodeURIComponent(page)}` : ''}`;
  return (
    <form ref={formRef} method="post" action={action} encType="multipart/form-data" noValidate {...props}>
      {ticket ? <input type="hidden" name={FORM_TICKET_FIELD} value={ticket} /> : null}
      {children}
      <HoneypotField />
    </form>
  );
}
