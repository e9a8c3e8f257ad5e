import { company } from '../../shared/company.ts';

/** The company's Facebook and Instagram pages, each opening in a new tab (the footer, the contact page). */
export function SocialLinks() {
  return (
    <>
      <a href={company.facebookUrl} target="_blank" rel="noopener noreferrer">
        Facebook<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a href={company.instagramUrl} target="_blank" rel="noopener noreferrer">
        Instagram<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </>
  );
}
