/**
 * The company's details, in one place: header, footer, contact page, structured data.
 * PLACEHOLDER values are marked: replace them with the company's real details before launch.
 */
export const company = {
  /** PLACEHOLDER: the trading name. */
  name: 'PawCraft Exports',
  tagline: 'Handcrafted pet accessories, made in Dehradun and shipped worldwide.',
  /** PLACEHOLDER */
  email: 'support@pawcraftexports.example',
  /** PLACEHOLDER: shown as written, dialled as `phoneHref`. */
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  address: {
    /** PLACEHOLDER street address. */
    street: '12 Industrial Area, Selaqui',
    city: 'Dehradun',
    region: 'Uttarakhand',
    postalCode: '248011',
    country: 'India',
    countryCode: 'IN',
  },
  /** PLACEHOLDER social pages. */
  facebookUrl: 'https://www.facebook.com/pawcraftexports',
  instagramUrl: 'https://www.instagram.com/pawcraftexports',
  /** Map of Dehradun (OpenStreetMap embed, no API key, no cookies). PLACEHOLDER: pin the real address. */
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=77.93%2C30.27%2C78.10%2C30.37&layer=mapnik&marker=30.3165%2C78.0322',
  /** PLACEHOLDER: the web agency credited in the footer. */
  agency: { name: 'Example Web Studio', url: 'https://webstudio.example' },
  foundingYear: 2012,
} as const;

/** The address on one line, e.g. for the footer and the map link. */
export const postalAddressLine = [
  company.address.street,
  company.address.city,
  `${company.address.region} ${company.address.postalCode}`,
  company.address.country,
].join(', ');

/** A plain link to the address on a map, for when the embedded map cannot load. */
export const mapLinkUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(postalAddressLine)}`;
