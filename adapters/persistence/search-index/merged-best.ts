/**
 * The venues of several lists, each already best first by `score` then `tieBreak`, merged best
 * first: a binary heap holds each list's next venue.
 */
export function* mergedBest(lists: Int32Array[], score: (i: number) => number, tieBreak: (a: number, b: number) => number): Generator<number> {
  const heads: { list: Int32Array; at: number; score: number }[] = [];
  const before = (x: (typeof heads)[number], y: (typeof heads)[number]) => y.score - x.score || tieBreak(x.list[x.at], y.list[y.at]);
  const up = (k: number) => {
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (before(heads[parent], heads[k]) <= 0) return;
      [heads[parent], heads[k]] = [heads[k], heads[parent]];
      k = parent;
    }
  };
  const down = (k: number) => {
    for (;;) {
      const left = 2 * k + 1;
      const right = left + 1;
      let best = k;
      if (left < heads.length && before(heads[left], heads[best]) < 0) best = left;
      if (right < heads.length && before(heads[right], heads[best]) < 0) best = right;
      if (best === k) return;
      [heads[best], heads[k]] = [heads[k], heads[best]];
      k = best;
    }
  };
  for (const list of lists) {
    if (!list.length) continue;
    heads.push({ list, at: 0, score: score(list[0]) });
    up(heads.length - 1);
  }
  while (heads.length) {
    const head = heads[0];
    yield head.list[head.at];
    head.at += 1;
    if (head.at < head.list.length) {
      head.score = score(head.list[head.at]);
    } else {
      const last = heads.pop() as (typeof heads)[number];
      if (!heads.length) return;
      heads[0] = last;
    }
    down(0);
  }
}
