/** The package ships no types: the shape of what it exports, as its source builds it. */
declare module 'country-telephone-data' {
  const data: {
    allCountries: { name: string; iso2: string; dialCode: string; priority: number; hasAreaCodes?: true }[];
    /** Dial code (with an area code where one is given) → the countries on it, in priority order. */
    allCountryCodes: Record<string, (string | undefined)[]>;
  };
  export default data;
}
