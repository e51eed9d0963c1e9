import { useState, type DragEvent } from 'react';

/** What a dragged stop carries: its id, under a type of our own so that other drops are ignored. */
const STOP_TYPE = 'application/x-delivery-stop';
/** Dropped on a run but on none of its stops: the stop goes last. */
export const END_OF_RUN = 1000;

/**
 * Drag and drop of a run's stops (issue 14, item 3), beside the ↑ ↓ buttons and the run picker
 * that do the same from the keyboard: a stop dropped on another takes its place, dropped on a
 * run's list elsewhere goes last. `over` is the place a stop would land, to show it.
 */
export function useStopDrag(onDrop: (stopId: number, position: number) => void) {
  const [over, setOver] = useState<number | null>(null);
  const carriesStop = (e: DragEvent) => Array.from(e.dataTransfer.types).includes(STOP_TYPE);

  const dragProps = (stopId: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(STOP_TYPE, String(stopId));
      e.dataTransfer.effectAllowed = 'move';
    },
  });

  const dropProps = (position: number) => ({
    onDragOver: (e: DragEvent) => {
      if (!carriesStop(e)) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = 'move';
      setOver(position);
    },
    onDragLeave: () => setOver((current) => (current === position ? null : current)),
    onDrop: (e: DragEvent) => {
      setOver(null);
      const stopId = Number(e.dataTransfer.getData(STOP_TYPE));
      if (!stopId) return;
      e.preventDefault();
      e.stopPropagation();
      onDrop(stopId, position);
    },
  });

  return { over, dragProps, dropProps };
}
