/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build directory lets the bench build beside a running site.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async redirects() {
    return [
      { source: '/lakeshore-inn-oshawa', destination: '/hotels/oshawa', permanent: true },
      { source: '/lakeshore-inn-brockville', destination: '/hotels/brockville', permanent: true },
    ];
  },
};

export default nextConfig;
