import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types each value into the field its label names, in order; gives the user to go on with (e.g. submit). */
export async function typeInto(fields: ReadonlyArray<readonly [RegExp, string]>) {
  const user = userEvent.setup();
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
  return user;
}
