import { fields, singleton, type Collection, type ComponentSchema, type Singleton } from '@keystatic/core';
import { email, httpsUrl, line, phone, sentence, year } from './fields';

const office = (label: string) =>
  fields.object({ label: line('Heading'), address: line('Address'), phone: phone() }, { label });

const settings = singleton({
  label: 'Site settings',
  path: 'content/settings',
  format: { data: 'json' },
  schema: {
    name: line('Group name', { description: 'Page titles, the footer and structured data' }),
    shortName: line('Short name', { description: 'The logo and the end of every page title' }),
    companies: fields.object(
      {
        hospitality: line('Hospitality group'),
        canada: line('Canada company'),
        builders: line('Pakistan builders'),
      },
      { label: 'Company names' },
    ),
    founded: year('Founded'),
    copyrightYear: year('Copyright year'),
    email: email('Contact email'),
    description: sentence('Description', { description: 'Search results, the footer and link previews' }),
    social: fields.array(fields.object({ label: line('Network'), href: httpsUrl('Page address') }), {
      label: 'Social links',
      itemLabel: (props) => props.fields.label.value || 'New link',
      validation: { length: { min: 1 } },
    }),
    offices: fields.object({ canada: office('Canada office'), pakistan: office('Karachi office') }, { label: 'Offices' }),
  },
});

export const siteCollections: Record<string, Collection<Record<string, ComponentSchema>, string>> = {};
export const siteSingletons: Record<string, Singleton<Record<string, ComponentSchema>>> = { settings };
