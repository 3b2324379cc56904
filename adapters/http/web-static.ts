import path from 'node:path';
import type { ServeStaticModuleOptions } from '@nestjs/serve-static';

/**
 * The built SPA: unknown page paths get index.html (the app shows its 404 page), while
 * unknown /api, /assets and /media paths stay real 404s.
 */
export function webStaticOptions(webDir: string): ServeStaticModuleOptions {
  return {
    rootPath: webDir,
    exclude: ['/api/{*path}', '/assets/{*path}', '/media/{*path}'],
    serveStaticOptions: {
      setHeaders: (res: { setHeader(name: string, value: string): void }, filePath: string) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  };
}
