import { useSiteLayoutData } from '../../lib/site-layout-data.ts';

/**
 * What the site counts and keeps (issue 36 item 5, docs/decisions/068 and 071), in plain words:
 * the visit counters, an enquiry's attribution, and what is never stored.
 */
export function PrivacyNotice() {
  const { company } = useSiteLayoutData();
  return (
    <section className="page-section">
      <div className="container privacy-notice">
        <h2>What we count</h2>
        <p>
          When a page of this site has loaded, your browser tells us it was viewed. We add one to a few
          counters for that day and month: the page, the kind of source that brought you (a search engine,
          social media, an email, another site, a campaign, or none), the other site's domain name if there
          was one, your country as our hosting provider sees it, and whether you use a phone, a tablet or a
          computer.
        </p>
        <p>
          To count how many different people visit each day, we turn your network address and browser name
          into a scrambled code with a random key that changes every day. The key is deleted the next day, so
          nobody, not even us, can turn the code back into your address. The address itself is never stored.
        </p>
        <h2>What we do not do</h2>
        <ul>
          <li>No cookies, no local storage and no third-party tracking scripts on public pages.</li>
          <li>No profile of you, and nothing that follows you from one day, tab or site to the next.</li>
          <li>Automated visitors (search engine crawlers and the like) are not counted.</li>
        </ul>
        <h2>When you send us a message</h2>
        <p>
          Your message keeps what you typed, and where your visit started: the first page you opened, the
          other site's domain and any campaign tags in that page's address, the page you sent it from, how
          many pages you looked at, your country and your kind of device. We use it to answer you and to learn
          which pages and products interest buyers. To ask about it, write to{' '}
          <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>.
        </p>
      </div>
    </section>
  );
}
