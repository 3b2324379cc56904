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
  ctx.def(
    'ch',
    `<g id="ch"><path d="M0 0V-40M26 0V-40" stroke="${color}" stroke-width="3"/><rect y="-44" width="26" height="20" rx="3" fill="${color}"/>` +
      '<ellipse cx="13" rx="26" ry="3" fill="#000" opacity=".12"/></g>',
  );
  let out = '';
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1);
    const y = round(top + (bottom - top) * t);
    const s = 0.7 + t * 0.9;
    for (let side = -1; side <= 1; side += 2) {
      for (let k = 0; k < 4; k++) {
        const x = round(focusX + side * (30 + k * 38) * s - 13 * s);
        out += `<use href="#ch" transform="translate(${x} ${y}) scale(${s.toFixed(2)})"/>`;
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
  ctx.def(
    'gt',
    '<g id="gt"><rect x="-75" y="-30" width="18" height="60" rx="4" fill="#8a6a48"/><rect x="57" y="-30" width="18" height="60" rx="4" fill="#8a6a48"/>' +
      '<path d="M-62 0V46Q0 62 62 46V0Z" fill="#f7f3ea"/><ellipse rx="62" ry="14" fill="#fffdf8"/>' +
      `<circle cx="-8" cy="-8" r="11" fill="#7f9a6e"/><circle cx="6" cy="-10" r="10" fill="${flower}"/></g>`,
  );
  let tablesOut = '';
  const rows: [number, number, number[]][] = [
    [600, 0.55, [380, 520, 680, 820]],
    [690, 1, [230, 470, 730, 970]],
  ];
  for (const [y, s, xs] of rows) {
    for (const x of xs) tablesOut += `<use href="#gt" transform="translate(${x} ${y}) scale(${s})"/>`;
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
  // Rows nearer the middle are drawn first: outer rows stand in front of them.
  const ks = Array.from({ length: 14 }, (_, i) => i - 6).sort((a, b) => Math.abs(a - 0.5) - Math.abs(b - 0.5));
  for (const k of ks) {
    const bx = vpX + (k - 0.5) * 190;
    const pt = (t: number) => [round(vpX + (bx - vpX) * t), round(vpY + (820 - vpY) * t)] as const;
    const [x0, y0] = pt(0.09);
    // The row's shadow on the ground, then the trellised canopy standing up from it.
    rows += `<path d="M${x0 - 3} ${y0}L${round(bx - 40)} 820H${round(bx + 60)}L${x0 + 3} ${y0}Z" fill="${p.grassDark}" opacity=".5"/>`;
    rows += `<path d="M${x0} ${y0}L${round(bx)} 820V752L${x0} ${y0 - 6}Z" fill="${p.oak}" stroke="${p.oak}" stroke-width="6" stroke-linejoin="round"/>`;
    rows += `<path d="M${x0} ${y0 - 6}L${round(bx)} 752" stroke="${p.grass}" stroke-width="5" stroke-dasharray="2 10" stroke-linecap="round" opacity=".7"/>`;
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
  const cliff = 'M-80 470C100 466 300 490 470 526L560 528C520 560 470 600 420 640C340 700 200 740 120 810H-80Z';
  ctx.def('cliff', `<clipPath id="cliff"><path d="${cliff}"/></clipPath>`);
  ctx.def('face', linear('face', [p.stone, p.stoneShade]));
  let strata = '';
  for (const drop of [34, 80, 104, 170, 214, 290, 340]) strata += `M-80 ${470 + drop}L560 528`;
  let cracks = '';
  for (const [x, y, h] of [[40, 520, 90], [180, 600, 120], [300, 500, 60], [110, 700, 80], [400, 540, 40]]) cracks += `M${x} ${y}l-4 ${h}`;
  let shrubs = '';
  for (const [x, y, r] of [[60, 560, 16], [210, 600, 12], [330, 560, 10], [120, 690, 14], [20, 760, 18]]) {
    shrubs += `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.grassDark}"/><circle cx="${x + r}" cy="${y + 4}" r="${round(r * 0.7)}" fill="${p.grassDark}"/>`;
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
    `<path d="${cliff}" fill="url(#face)"/>` +
    `<g clip-path="url(#cliff)"><path d="${strata}" stroke="${p.stoneShade}" stroke-width="5" fill="none"/><path d="${strata}" stroke="#fff" stroke-width="2" fill="none" opacity=".35" transform="translate(0 -5)"/>` +
    `<path d="${cracks}" stroke="${p.stoneShade}" stroke-width="3" fill="none"/>${shrubs}</g>` +
    `<path d="M1100 810C1000 740 860 700 780 650C720 610 650 570 600 528" stroke="${p.stone}" stroke-width="8" fill="none"/>` +
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
