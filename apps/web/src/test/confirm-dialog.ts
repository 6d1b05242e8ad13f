import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Presses the button `name` of the open confirm dialog (role alertdialog). */
export async function answerConfirm(name: string): Promise<void> {
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
}

/** Checks that the open confirm dialog asks `question`, then cancels it. */
export async function cancelConfirm(question: string): Promise<void> {
  expect(screen.getByRole('alertdialog')).toHaveTextContent(question);
  await answerConfirm('Annuleren');
}
