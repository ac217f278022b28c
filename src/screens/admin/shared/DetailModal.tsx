import type { ReactNode } from 'react';
import { Button } from '@/ui/Button/Button.tsx';
import { Modal } from '@/ui/Modal/Modal.tsx';
import { DetailGrid } from './shared.styles.ts';
import { FORM_TEXT } from './texts.ts';

/** One line of a detail modal. */
export interface DetailEntry {
  /** What the value is ('Nama'). */
  label: string;
  /** The value; empty values show '-' (SPEC 9). */
  value: ReactNode;
}

/** Props of DetailModal. */
export interface DetailModalProps {
  /** The modal's heading ('Detail Brand'). */
  title: string;
  /** The record's fields, in order. */
  entries: readonly DetailEntry[];
  /** Called on 'Tutup', Escape and the backdrop. */
  onClose: () => void;
}

/** The read-only detail modal of the master lists (SPEC 2.3). */
export function DetailModal({ title, entries, onClose }: DetailModalProps) {
  return (
    <Modal
      isOpen
      title={title}
      onClose={onClose}
      footer={<Button onClick={onClose}>{FORM_TEXT.close}</Button>}
    >
      <DetailGrid>
        {entries.map((entry) => (
          <div key={entry.label} style={{ display: 'contents' }}>
            <dt>{entry.label}</dt>
            <dd>{entry.value === '' || entry.value === null ? '-' : entry.value}</dd>
          </div>
        ))}
      </DetailGrid>
    </Modal>
  );
}
