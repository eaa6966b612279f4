// What a phone needs once it is in the room: the deal (generator, engine, quiz), the question and
// board screen, and recording answers into the player's own progress. Fetched after the load event
// (components/layout/Deferred): on weak Wi-Fi the join form comes first.
export { dealBoard } from '@/lib/live/plan';
export { PhonePlay } from './PhonePlay';
export { recordAnswer } from '@/lib/progress/record';
