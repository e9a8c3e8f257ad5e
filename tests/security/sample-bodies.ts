/** Valid request bodies the security tests start from (and break on purpose). */
export const sampleBlog = {
  title: 'Security sample',
  date: '2026-11-20',
  author: 'Suite',
  tags: 'security',
  content: '<p>sample</p>',
  image: '',
};

export const sampleContact = {
  name: 'Meera',
  contact: '9876543210',
  email: 'meera@example.com',
  message: 'Do you make harnesses for large dogs?',
};
