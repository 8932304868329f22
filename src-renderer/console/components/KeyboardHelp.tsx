import { Kbd, Modal, Table } from '@mantine/core';

/** The review screen's keys: shown by the help overlay and the README. */
export const REVIEW_KEYS: [keys: string[], what: string][] = [
  [['J', '↓'], 'Next posting'],
  [['K', '↑'], 'Previous posting'],
  [['A'], 'Approve and publish (the selected postings, if any are selected); on a live posting, its employer’s changes'],
  [['R'], 'Reject (or a live posting’s changes): pick a standard reason with 1–9, Ctrl+Enter sends'],
  [['E'], 'Edit before publishing'],
  [['T'], 'Take a published posting down (expire)'],
  [['O'], "Open the employer's website"],
  [['X'], 'Select or unselect for a bulk action'],
  [['U', 'Ctrl+Z'], 'Undo the last decision (within 10 seconds)'],
  [['/'], 'Search'],
  [['Esc'], 'Clear the selection'],
  [['?'], 'This list'],
];

export function KeyboardHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Table aria-label="Keyboard shortcuts">
        <Table.Tbody>
          {REVIEW_KEYS.map(([keys, what]) => (
            <Table.Tr key={what}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 && ' or '}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
