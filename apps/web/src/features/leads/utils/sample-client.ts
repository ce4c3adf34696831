// Filipino given names and surnames so the sample reads like a local client (faker has no PH locale).
const GIVEN_NAMES = ['Juan', 'Maria', 'Jose', 'Andres', 'Liza', 'Ramon', 'Teresita', 'Emilio', 'Corazon', 'Rodel', 'Mylene', 'Arnel', 'Rowena', 'Jericho'];
const SURNAMES = ['Dela Cruz', 'Santos', 'Reyes', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva', 'Aquino', 'Castillo', 'Ramos', 'Navarro', 'Manalo', 'Tolentino'];
const BUSINESS_WORDS = ['Builders', 'Construction', 'Realty', 'Development Corp.', 'Trading', 'Holdings'];

export interface SampleClient {
  name: string;
  contactNumber: string;
  email: string;
}

/**
 * Random sample data for the Create Client dialog (a developer aid). Made locally with faker; the
 * spec's external random-user service is never called (DECISIONS: development aids).
 */
export async function makeSampleClient(): Promise<SampleClient> {
  // Loaded on demand: only developers double-click for samples.
  const { faker } = await import('@faker-js/faker');
  const givenName = faker.helpers.arrayElement(GIVEN_NAMES);
  const surname = faker.helpers.arrayElement(SURNAMES);
  const isCompany = faker.datatype.boolean();
  const name = isCompany ? `${surname} ${faker.helpers.arrayElement(BUSINESS_WORDS)}` : `${givenName} ${surname}`;
  const handle = `${givenName}.${surname}`.toLowerCase().replace(/\s+/g, '');
  return {
    name,
    // Philippine mobile numbers: +63 9XX XXX XXXX.
    contactNumber: `+63 9${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
    email: `${handle}${faker.string.numeric(2)}@example.ph`,
  };
}
