import type { SVGProps } from 'react';

// Layered limestone hills with live oaks and a bluebonnet meadow. Drawn inline so the page
// needs no external image; the last layer is the page colour, so the scene melts into it.

interface SceneProps extends SVGProps<SVGSVGElement> {
  /** The colour of the foreground ground, normally the page background. */
  groundColor?: string;
}

export function HillCountryScene({ groundColor = '#f7f1e6', ...props }: SceneProps) {
  return (
    <svg viewBox="0 0 1440 360" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false" {...props}>
      <path d="M0 190c150-60 300-80 460-40s290 40 440-10 330-90 540-20v240H0Z" fill="#d7dcc4" />
      <path d="M0 230c180-50 330-40 470 0s300 30 470-20 300-60 500 10v140H0Z" fill="#b3c2a6" />
      <g fill="#6f8a6c">
        <OakTree x={1080} y={214} scale={0.8} />
        <OakTree x={1160} y={206} scale={0.55} />
        <OakTree x={250} y={238} scale={0.6} />
      </g>
      <path d="M0 268c200-40 380-30 560 6s360 20 540-14 240-30 340-10v110H0Z" fill="#7f9a7c" />
      <g fill="#4f6b55">
        <OakTree x={160} y={276} scale={1.05} />
        <OakTree x={1290} y={262} scale={1.2} />
      </g>
      <path d="M0 310c220-36 420-30 640-6s430 18 800-18v74H0Z" fill="#5f7d63" />
      <Bluebonnets />
      <path d="M0 346c260-16 520-18 760-8s460 8 680-4v86H0Z" fill={groundColor} />
    </svg>
  );
}

function OakTree({ x, y, scale }: { x: number; y: number; scale: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-4 0h8l-1-22h-6Z" />
      <path d="M-46-24c-4-16 10-30 26-28 4-14 26-20 38-8 16-6 34 6 32 22 12 6 10 22-4 26-12 4-26 2-36-2-12 6-28 6-38 0-10 2-20-2-18-10Z" />
    </g>
  );
}

// A deterministic scatter of bluebonnet spikes along the front hill, in two rows.
const BLOOMS = Array.from({ length: 84 }, (_, i) => {
  const back = i % 2 === 1;
  return {
    x: 8 + i * 17.2 + ((i * 37) % 11),
    y: (back ? 318 : 330) + ((i * 7) % 6),
    r: (back ? 3 : 3.8) + ((i * 5) % 3) * 0.5,
  };
});

function Bluebonnets() {
  return (
    <g>
      {BLOOMS.map((b) => (
        <g key={b.x}>
          <ellipse cx={b.x} cy={b.y} rx={b.r * 0.8} ry={b.r * 1.8} fill="#3f5ba9" />
          <ellipse cx={b.x} cy={b.y - b.r * 1.35} rx={b.r * 0.45} ry={b.r * 0.6} fill="#f7f1e6" />
        </g>
      ))}
    </g>
  );
}
