import { useState } from "react";
import type { IseeFormInput } from "@shared/schemas/benefits";

export type MemberRow = { relation: "applicant" | "spouse" | "child" | "other"; age: string; employmentIncome: string; otherIncome: string };
export type PropertyRow = { cadastralValue: string; mortgageResidual: string; mainHome: boolean };

const blank = (s: string) => (s.trim() === "" ? "0" : s);

/** The ISEE form's state: members, properties, assets and rent, turned into the contract's body. */
export function useIseeForm() {
  const [members, setMembers] = useState<MemberRow[]>([{ relation: "applicant", age: "", employmentIncome: "", otherIncome: "" }]);
  const [properties, setProperties] = useState<PropertyRow[]>([]);
  const [assets, setAssets] = useState({ deposits: "", securities: "", governmentBonds: "", rentPaid: "" });
  const updateMember = (i: number, patch: Partial<MemberRow>) => setMembers((list) => list.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const updateProperty = (i: number, patch: Partial<PropertyRow>) => setProperties((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const body = (): IseeFormInput => ({
    members: members.map((m) => ({ relation: m.relation, age: blank(m.age), employmentIncome: blank(m.employmentIncome), otherIncome: blank(m.otherIncome) })),
    properties: properties.map((p) => ({ cadastralValue: blank(p.cadastralValue), mortgageResidual: blank(p.mortgageResidual), mainHome: p.mainHome })),
    deposits: blank(assets.deposits),
    securities: blank(assets.securities),
    governmentBonds: blank(assets.governmentBonds),
    rentPaid: blank(assets.rentPaid),
  });
  return {
    members,
    properties,
    assets,
    setAsset: (key: keyof typeof assets, value: string) => setAssets((a) => ({ ...a, [key]: value })),
    addMember: () => setMembers((list) => [...list, { relation: "child", age: "", employmentIncome: "", otherIncome: "" }]),
    removeMember: (i: number) => setMembers((list) => list.filter((_, j) => j !== i)),
    updateMember,
    addProperty: () => setProperties((list) => [...list, { cadastralValue: "", mortgageResidual: "", mainHome: list.length === 0 }]),
    removeProperty: (i: number) => setProperties((list) => list.filter((_, j) => j !== i)),
    updateProperty,
    body,
  };
}
export type IseeFormState = ReturnType<typeof useIseeForm>;
