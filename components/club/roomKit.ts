// What the live projector needs once the room is there: the deal (generator, engine, quiz) and the
// room screen with its table and QR code. Fetched after the load event (components/layout/Deferred).
export { dealBoard } from '@/lib/live/plan';
export { RoomScreen } from './RoomScreen';
