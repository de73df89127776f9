import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applicationInputs } from '../../src/domain/application-inputs.ts';
import { clientCollection } from '../../src/domain/client.ts';
import { validateWith, type AnyCollection } from '../../src/domain/collection.ts';
import { contentDefinition } from '../../src/domain/content/index.ts';
import { enquiryInputs } from '../../src/domain/enquiry-inputs.ts';
import { catalogueFor } from '../../src/domain/i18n/catalogue/index.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { staffCollection } from '../../src/domain/staff.ts';
import type { VisitorInput } from '../../src/domain/visitor-inputs.ts';
import { firstProblem, toForm } from '../../src/admin/forms/schema-values.ts';
import { problemWords, type FieldCheckTexts, type FieldProblem } from '../../src/site/components/common/field-checks.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, clientBody, contactBody, inquiryBody, staffBody } from '../helpers/entities.ts';

/**
 * One refusal per field type, through every door a value comes in by: the API's 400 answer, the
 * admin form's own check before it sends (CollectionFormDialog's validateWith, the content
 * editor's firstProblem) and the public form's own check (field-checks.ts, in the catalogue's
 * English words). Each door must say the same words about the same field.
 */
const en = catalogueFor('en');
const enquiryTexts: FieldCheckTexts = en.enquiry;
const applicationTexts: FieldCheckTexts = { required: en.application.required, tooLong: en.enquiry.tooLong, invalidEmail: en.enquiry.invalidEmail };

/** What the public form says of `input`, labelled as the form shows it. */
const publicForm = (texts: FieldCheckTexts & Readonly<Record<string, string>>, problem: FieldProblem, input: VisitorInput) =>
  problemWords(texts, problem, texts[input.labelKey]!, input);

/** What the admin's add/edit dialog says before it sends `body`. */
const adminDialog = (collection: AnyCollection, body: object) => {
  const checked = validateWith(collection, body);
  return checked.ok ? undefined : checked.error;
};

/** What the content editor says before it saves `document` as the draft of `key`. */
const contentEditor = (key: 'company', document: unknown) => {
  const { schema } = contentDefinition(key);
  return firstProblem(schema, toForm(schema, document))?.message;
};

for (const kind of await availableDatabaseKinds()) {
  describe(`the same refusal through every door (${kind})`, () => {
    const t = signedInTestApp(kind);
    const api = async (method: 'POST' | 'PUT', url: string, payload: unknown, signedIn = true) => {
      const answer = await call(t.app, method, url, { payload, ...(signedIn ? { token: t.token } : {}) });
      assert.equal(answer.statusCode, 400, answer.body);
      return answer.json<{ error: string }>().error;
    };
    /**
     * The company details as published with one field changed, saved as a draft through the API:
     * its refusal, once the content editor's own check is seen to say the same.
     */
    const companyRefusal = async (change: Record<string, unknown>) => {
      const state = (await call(t.app, 'GET', '/api/content/company', { token: t.token })).json<{ version: number; published: Record<string, unknown> }>();
      const document = { ...state.published, ...change };
      const refused = await api('PUT', '/api/content/company', { version: state.version, draft: document });
      assert.equal(contentEditor('company', document), refused, 'the content editor says what the API says');
      return refused;
    };

    it('text too long: the public forms, the API and the admin dialog name the field and its limit alike', async () => {
      const long = 'n'.repeat(enquiryInputs.name.maxLength + 1);
      const enquiry = await api('POST', '/api/contacts', contactBody({ name: long }), false);
      assert.equal(enquiry, publicForm(en.enquiry, 'tooLong', enquiryInputs.name));
      const application = await api('POST', '/api/internship-inquiries', inquiryBody({ name: long }), false);
      assert.equal(application, publicForm({ ...en.application, ...applicationTexts }, 'tooLong', applicationInputs.name));
      assert.equal(application, `Full Name must be at most ${applicationInputs.name.maxLength} characters.`);
      const client = clientBody({ name: long });
      assert.equal(await api('POST', '/api/clients', client), adminDialog(clientCollection as AnyCollection, client));
      assert.equal(adminDialog(clientCollection as AnyCollection, client), enquiry, 'a name too long reads the same on every form');
    });

    it('required: each form says its own words for a blank field, and the API the same', async () => {
      assert.equal(await api('POST', '/api/contacts', contactBody({ name: '  ' }), false), publicForm(en.enquiry, 'required', enquiryInputs.name));
      assert.equal(await api('POST', '/api/internship-inquiries', inquiryBody({ message: '' }), false), publicForm({ ...en.application, ...applicationTexts }, 'required', applicationInputs.message));
      const member = staffBody({ role: '' });
      const staffRequired = await api('POST', '/api/team', member);
      assert.equal(staffRequired, adminDialog(staffCollection as AnyCollection, member));
      assert.equal(staffRequired, 'Please fill in all required fields: Name, Role, Employee ID, Joining Date, Blood Group, Status', 'as the product specifies');
    });

    it('e-mail: one wording on the public forms, in the API, in the content editor and in its API', async () => {
      const enquiry = await api('POST', '/api/contacts', contactBody({ email: 'asha@example..com' }), false);
      assert.equal(enquiry, publicForm(en.enquiry, 'invalidEmail', enquiryInputs.email));
      assert.equal(await api('POST', '/api/internship-inquiries', inquiryBody({ email: 'devika@' }), false), enquiry);
      assert.equal(await companyRefusal({ email: 'office@' }), enquiry);
    });

    it('address (URL): a client\'s website and a social link are refused alike, naming the field', async () => {
      const client = clientBody({ website: 'periyar.example' });
      const website = await api('POST', '/api/clients', client);
      assert.equal(website, adminDialog(clientCollection as AnyCollection, client));
      assert.equal(website, 'Website must be an address starting with https:// or http://.');
      assert.equal(await companyRefusal({ social: [{ network: 'facebook', url: 'facebook.com/nilavu' }] }), 'Address must be an address starting with https:// or http://.');
    });

    it('date: a day that does not exist is refused alike for a staff member and the company', async () => {
      const member = staffBody({ joiningDate: '2024-02-30' });
      const joining = await api('POST', '/api/team', member);
      assert.equal(joining, adminDialog(staffCollection as AnyCollection, member));
      assert.equal(joining, 'Joining Date must be a date that exists, written as year-month-day (2025-02-28).');
      assert.equal(await companyRefusal({ foundedOn: '2025-02-31' }), 'Founded On must be a date that exists, written as year-month-day (2025-02-28).');
    });

    it('choice: a value that is not one of the options is refused alike in collections and content', async () => {
      const member = staffBody({ bloodGroup: 'C+' });
      const bloodGroup = await api('POST', '/api/team', member);
      assert.equal(bloodGroup, adminDialog(staffCollection as AnyCollection, member));
      assert.equal(bloodGroup, 'Blood Group: please choose one of the listed options.');
      assert.equal(await companyRefusal({ social: [{ network: 'Orkut', url: 'https://orkut.example' }] }), 'Network: please choose one of the listed options.');
      // The application form offers only the programmes on offer: another is refused in the form's words.
      assert.ok(!shippedProgrammeTitles.includes('Astrology'));
      assert.equal(await api('POST', '/api/internship-inquiries', inquiryBody({ role: 'Astrology' }), false), en.application.unknownProgramme);
    });

    it('phone: the enquiry form\'s 10-digit rule and the company phone\'s format each read the same in the API and their form', async () => {
      const enquiryPhone = await api('POST', '/api/contacts', contactBody({ phone: '12345' }), false);
      assert.equal(enquiryPhone, en.enquiry.invalidPhone, 'the form shows the catalogue\'s words live');
      assert.equal(enquiryPhone, 'Please enter a valid 10-digit phone number', 'as the product specifies');
      assert.equal(await companyRefusal({ phone: 'call us' }), 'Phone may hold only digits, spaces, brackets, dashes and a leading +.');
    });
  });
}
