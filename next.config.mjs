/** @type {import('next').NextConfig} */
const nextConfig = {
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
