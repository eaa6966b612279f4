// A token bucket per connection: a burst of messages is fine (a phone reconnecting sends a few at
// once), a steady flood is not.
export interface Bucket {
  take(now: number): boolean;
}

export const makeBucket = (perSecond: number, burst: number, start: number): Bucket => {
  let tokens = burst;
  let at = start;
  return {
    take: (now) => {
      tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
      at = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
};
