// Open-air scenes: garden lawn, vineyard, lake, river, hilltop, oak grove.
import {
  type SceneArtist,
  type SceneContext,
  between,
  hills,
  linear,
  meadow,
  mx,
  nearOak,
  oak,
  oakLine,
  round,
  sky,
  stringLights,
  useOak,
} from './scene-kit.js';

const FLOWERS = ['#e8a6a1', '#f2c46b', '#f7f2ee', '#c9738a', '#8fb0e3'];

function flip(ctx: SceneContext): string {
  return ctx.flip ? ' transform="translate(1200 0) scale(-1 1)"' : '';
}

/** White ceremony chairs seen from behind, in rows either side of an aisle. */
export function ceremonyChairs(ctx: SceneContext, focusX: number, top: number, bottom: number, rows: number): string {
  const color = ctx.palette.evening ? '#e8ddd0' : '#fbf8f2';
  let out = '';
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1);
    const y = top + (bottom - top) * t;
    const s = 0.7 + t * 0.9;
    const w = round(26 * s);
    const gap = 38 * s;
    for (let side = -1; side <= 1; side += 2) {
      for (let k = 0; k < 4; k++) {
        const x = round(focusX + side * (30 * s + k * gap) - w / 2);
        out +=
          `<path d="M${x} ${round(y)}V${round(y - 40 * s)}M${x + w} ${round(y)}V${round(y - 40 * s)}" stroke="${color}" stroke-width="${round(3 * s)}"/>` +
          `<rect x="${x}" y="${round(y - 44 * s)}" width="${w}" height="${round(20 * s)}" rx="${round(3 * s)}" fill="${color}"/>` +
          `<ellipse cx="${x + w / 2}" cy="${round(y)}" rx="${w}" ry="${round(3 * s)}" fill="#000" opacity=".12"/>`;
      }
    }
  }
  return out;
}

function arbor(ctx: SceneContext, x: number, y: number, s: number): string {
  const flower = FLOWERS[ctx.variant - 1];
  const w = round(70 * s);
  const h = round(190 * s);
  let blooms = '';
  const spots: [number, number, number][] = [[-1, 0, 24], [-0.78, 0.02, 16], [-0.95, 0.14, 16], [-0.6, -0.04, 12], [1, 0.02, 18], [0.84, 0.1, 12]];
  for (const [dx, dy, r] of spots) {
    const cx = round(x + dx * w);
    const cy = round(y - h + dy * h);
    blooms += `<circle cx="${cx}" cy="${cy}" r="${round(r * s)}" fill="#6f8a5e"/><circle cx="${cx + round(5 * s)}" cy="${cy - round(4 * s)}" r="${round(r * 0.65 * s)}" fill="${flower}"/>`;
  }
  const top = y - h;
  const drape = (side: number) =>
    `<path d="M${x + side * w} ${top}C${x + side * (w - 26 * s)} ${round(top + h * 0.35)} ${x + side * (w + 6 * s)} ${round(top + h * 0.7)} ${x + side * (w + 22 * s)} ${y}H${x + side * (w + 4 * s)}C${x + side * (w - 8 * s)} ${round(top + h * 0.6)} ${x + side * (w - 4 * s)} ${round(top + h * 0.3)} ${x + side * (w - 4 * s)} ${top}Z" fill="#fff" opacity=".85"/>`;
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${w + 30}" ry="${round(6 * s)}" fill="#000" opacity=".12"/>` +
    `<path d="M${x - w} ${y}V${top}M${x + w} ${y}V${top}" stroke="#7a5a3c" stroke-width="${round(8 * s)}"/>` +
    `<rect x="${round(x - w - 16 * s)}" y="${round(top - 8 * s)}" width="${round(2 * w + 32 * s)}" height="${round(10 * s)}" fill="#7a5a3c"/>` +
    drape(-1) +
    drape(1) +
    blooms
  );
}

const garden: SceneArtist = (ctx) => {
  const flower = FLOWERS[ctx.variant - 1];
  let tablesOut = '';
  const rows: [number, number, number[]][] = [
    [600, 0.55, [380, 520, 680, 820]],
    [690, 1, [230, 470, 730, 970]],
  ];
  for (const [y, s, xs] of rows) {
    for (const x of xs) {
      const rx = round(62 * s);
      const h = round(46 * s);
      const chair = (cx: number) => `<rect x="${round(cx - 9 * s)}" y="${round(y - 30 * s)}" width="${round(18 * s)}" height="${round(60 * s)}" rx="${round(4 * s)}" fill="#8a6a48"/>`;
      tablesOut +=
        chair(x - rx - 4 * s) + chair(x + rx + 4 * s) +
        `<path d="M${x - rx} ${y}V${y + h}Q${x} ${round(y + h + 16 * s)} ${x + rx} ${y + h}V${y}Z" fill="#f7f3ea"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${round(14 * s)}" fill="#fffdf8"/>` +
        `<circle cx="${x - round(8 * s)}" cy="${round(y - 8 * s)}" r="${round(11 * s)}" fill="#7f9a6e"/><circle cx="${x + round(6 * s)}" cy="${round(y - 10 * s)}" r="${round(10 * s)}" fill="${flower}"/>`;
    }
  }
  useOak(ctx);
  const left = mx(ctx, 110);
  const right = mx(ctx, 1090);
  return (
    sky(ctx) +
    hills(ctx, 470, 3) +
    meadow(ctx, 560) +
    oak(mx(ctx, 640), 565, 0.7, ctx.palette.oak) +
    nearOak(ctx, left, 640, 2.1) +
    nearOak(ctx, right, 650, 1.8) +
    `<rect x="597" y="330" width="6" height="270" fill="#4b3a2a"/>` +
    stringLights(ctx, left, 430, 600, 332, 30) +
    stringLights(ctx, 600, 332, right, 440, 30) +
    stringLights(ctx, left, 480, right, 470, 60, 18) +
    tablesOut
  );
};

const vineyard: SceneArtist = (ctx) => {
  const { palette: p } = ctx;
  const vpX = mx(ctx, 760);
  const vpY = 472;
  ctx.def('soil', linear('soil', [p.hills[3], '#9c8658']));
  let rows = '';
  for (let k = -6; k <= 7; k++) {
    const bx = vpX + (k - 0.5) * 190;
    const pt = (t: number) => [vpX + (bx - vpX) * t, vpY + (820 - vpY) * t] as const;
    const [x0, y0] = pt(0.09);
    const w0 = 3;
    const w1 = 46;
    rows += `<path d="M${round(x0 - w0)} ${round(y0)}L${round(bx - w1)} 820H${round(bx + w1)}L${round(x0 + w0)} ${round(y0)}Z" fill="${p.oak}"/>`;
    rows += `<path d="M${round(x0 - w0)} ${round(y0)}L${round(bx - w1)} 820H${round(bx - w1 / 3)}Z" fill="${p.grass}" opacity=".45"/>`;
    for (const t of [0.35, 0.6, 0.9]) {
      const [x, y] = pt(t);
      rows += `<rect x="${round(x - 2 * t - 1)}" y="${round(y - 50 * t)}" width="${round(4 * t + 2)}" height="${round(60 * t)}" fill="#6b4d33"/>`;
    }
  }
  const house = mx(ctx, 300);
  let cypress = '';
  for (const dx of [-120, -96, 110, 134]) cypress += `<ellipse cx="${house + dx}" cy="455" rx="11" ry="48" fill="${p.oak}"/>`;
  return (
    sky(ctx) +
    hills(ctx, 440, 2) +
    `<path d="M-80 800V500Q300 470 700 478T1280 490V800Z" fill="url(#soil)"/>` +
    cypress +
    `<rect x="${house - 70}" y="446" width="140" height="52" fill="${p.stone}"/><path d="M${house - 84} 450L${house - 50} 424H${house + 50}L${house + 84} 450Z" fill="#6f7a7e"/>` +
    `<rect x="${house - 50}" y="462" width="18" height="22" fill="${p.evening ? p.light : '#4d5a63'}"/><rect x="${house + 32}" y="462" width="18" height="22" fill="${p.evening ? p.light : '#4d5a63'}"/><rect x="${house - 10}" y="466" width="20" height="32" fill="#5b3b26"/>` +
    rows
  );
};

const lake: SceneArtist = (ctx) => {
  const { palette: p, rand } = ctx;
  ctx.def('far', `<g id="far">${hills(ctx, 500, 2)}</g>`);
  ctx.def('water', linear('water', p.water));
  ctx.def('wclip', '<clipPath id="wclip"><rect y="520" width="1200" height="280"/></clipPath>');
  const sunX = mx(ctx, p.sun.x);
  let glitter = '';
  for (let i = 0; i < 14; i++) {
    const y = 528 + i * 14 + i * i * 0.6;
    const w = 20 + i * 6 + rand() * 30;
    glitter += `<path d="M${round(sunX - w / 2 + between(rand, -20, 20))} ${round(y)}h${round(w)}" stroke="${p.sun.core}" stroke-width="${2 + round(i / 5)}" opacity=".5"/>`;
  }
  for (let i = 0; i < 16; i++) {
    glitter += `<path d="M${round(between(rand, 0, 1150))} ${round(between(rand, 540, 790))}h${round(between(rand, 20, 80))}" stroke="#fff" stroke-width="2" opacity=".22"/>`;
  }
  const d = (x: number) => mx(ctx, x);
  const dock =
    `<path d="M${d(170)} 800L${d(440)} 612H${d(496)}L${d(470)} 800Z" fill="#8a6642"/>` +
    `<path d="M${d(440)} 612H${d(496)}V620H${d(439)}Z" fill="#5b422b"/>` +
    `<path d="M${d(300)} 710H${d(484)}M${d(370)} 660H${d(490)}M${d(240)} 760H${d(478)}" stroke="#5b422b" stroke-width="3"/>` +
    `<path d="M${d(446)} 612V540M${d(492)} 612V540" stroke="#f4ede0" stroke-width="5"/>` +
    `<path d="M${d(432)} 544L${d(469)} 512L${d(506)} 544Z" fill="#f4ede0"/>`;
  const boat = d(820);
  const dir = ctx.flip ? -1 : 1;
  return (
    sky(ctx) +
    '<use href="#far"/>' +
    '<rect y="520" width="1200" height="280" fill="url(#water)"/>' +
    '<g clip-path="url(#wclip)"><use href="#far" transform="matrix(1 0 0 -1 0 1040)" opacity=".3"/></g>' +
    `<rect y="517" width="1200" height="5" fill="${p.hills[1]}"/>` +
    glitter +
    `<path d="M${boat - 36} 552H${boat + 36}L${boat + 26} 564H${boat - 26}Z" fill="#f7f4ee"/><path d="M${boat} 548V470" stroke="#f7f4ee" stroke-width="2"/>` +
    `<path d="M${boat + dir * 3} 474L${boat + dir * 3} 546H${boat + dir * 44}Z" fill="#fbf8f2"/><path d="M${boat - dir * 3} 486V546H${boat - dir * 30}Z" fill="#eee8dc"/>` +
    dock +
    `<path d="M${d(780)} 800C${d(880)} 720 ${d(1020)} 690 ${d(1290)} 680V800Z" fill="${p.grassDark}"/>` +
    nearOak(ctx, d(1070), 720, 1.6)
  );
};

const river: SceneArtist = (ctx) => {
  const { palette: p, rand } = ctx;
  ctx.def('water', linear('water', p.water));
  ctx.def(
    'cy',
    '<g id="cy"><path d="M-18 0C-8-14-6-40-3-196H3C6-40 8-14 18 0Z"/><ellipse cx="0" cy="-70" rx="44" ry="15"/>' +
      '<ellipse cx="-12" cy="-96" rx="48" ry="17"/><ellipse cx="10" cy="-124" rx="42" ry="16"/><ellipse cx="-6" cy="-150" rx="34" ry="14"/>' +
      '<ellipse cx="6" cy="-174" rx="24" ry="12"/><ellipse cx="0" cy="-194" rx="13" ry="9"/><ellipse cx="-40" cy="-84" rx="16" ry="8"/><ellipse cx="40" cy="-112" rx="16" ry="8"/></g>',
  );
  const waterEdge = 'M560 528C520 560 470 600 420 640C340 700 200 740 120 810';
  const cypress = (x: number, y: number, s: number, color: string) =>
    `<use href="#cy" transform="translate(${x} ${y}) scale(${s})" fill="${color}"/>` +
    `<use href="#cy" transform="translate(${x} ${y + 4}) scale(${s} ${-s * 0.8})" fill="${color}" opacity=".22"/>`;
  let glints = '';
  for (let i = 0; i < 14; i++) {
    const y = round(between(rand, 540, 790));
    const x = round(560 + (y - 528) * 0.7 + between(rand, -80, 160));
    glints += `<path d="M${x} ${y}h${round(between(rand, 20, 70))}" stroke="#fff" stroke-width="2" opacity=".3"/>`;
  }
  useOak(ctx);
  let strata = '';
  for (let i = 0; i < 4; i++) {
    const y = 500 + i * 40;
    strata += `<path d="M-80 ${y + 10}C100 ${y} 260 ${y + 20 + i * 8} ${420 - i * 70} ${y + 60 + i * 14}" stroke="${p.stoneShade}" stroke-width="${4 + i}" fill="none"/>`;
  }
  return (
    sky(ctx) +
    hills(ctx, 440, 3) +
    meadow(ctx, 530) +
    `<g${flip(ctx)}>` +
    `<path d="${waterEdge}L1100 810C1000 740 860 700 780 650C720 610 650 570 600 528Z" fill="url(#water)"/>` +
    glints +
    cypress(640, 548, 0.35, p.haze) +
    cypress(700, 592, 0.6, p.oak) +
    cypress(850, 680, 1.2, p.oak) +
    `<ellipse cx="960" cy="760" rx="54" ry="16" fill="${p.stone}"/><ellipse cx="760" cy="640" rx="26" ry="8" fill="${p.stone}"/>` +
    `<path d="M-80 470C100 466 300 490 470 526L560 528C520 560 470 600 420 640C340 700 200 740 120 810H-80Z" fill="${p.stone}"/>` +
    strata +
    `<path d="${waterEdge}" stroke="#3b342b" stroke-width="8" fill="none" opacity=".35"/>` +
    `<path d="M-80 470C100 466 300 490 470 526L560 528" stroke="${p.grassDark}" stroke-width="10" fill="none"/>` +
    oak(120, 480, 0.9, p.oak) +
    '</g>'
  );
};

const hilltop: SceneArtist = (ctx) => {
  const focus = mx(ctx, 640);
  ctx.def('mead', linear('mead', [ctx.palette.grass, ctx.palette.grassDark]));
  return (
    sky(ctx) +
    hills(ctx, 400, 4) +
    '<path d="M-80 800V650C300 600 800 604 1280 640V800Z" fill="url(#mead)"/>' +
    arbor(ctx, focus, 632, 1.05) +
    ceremonyChairs(ctx, focus, 680, 790, 4) +
    nearOak(ctx, mx(ctx, 110), 690, 1.5)
  );
};

const oakGrove: SceneArtist = (ctx) => {
  const { palette: p, rand } = ctx;
  const centre = mx(ctx, 620);
  let dapple = '';
  for (let i = 0; i < 9; i++) {
    dapple += `<ellipse cx="${round(centre + between(rand, -320, 320))}" cy="${round(between(rand, 620, 780))}" rx="${round(between(rand, 20, 60))}" ry="${round(between(rand, 5, 12))}" fill="${p.light}" opacity=".25"/>`;
  }
  return (
    sky(ctx) +
    hills(ctx, 450, 2) +
    meadow(ctx, 560) +
    nearOak(ctx, mx(ctx, 120), 590, 0.9) +
    nearOak(ctx, mx(ctx, 1110), 585, 0.8) +
    nearOak(ctx, centre, 610, 3.3) +
    dapple +
    `<path d="M${centre - 10} 640L${centre - 60} 800H${centre + 60}L${centre + 10} 640Z" fill="#f7f1e8" opacity=".75"/>` +
    ceremonyChairs(ctx, centre, 660, 790, 5)
  );
};

export const LANDSCAPE_SCENES: Record<string, SceneArtist> = {
  garden,
  vineyard,
  lake,
  river,
  hilltop,
  'oak-grove': oakGrove,
};
