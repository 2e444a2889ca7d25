import { householdInvitationSchema } from "@shared/schemas/household";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api";
import { useInvite } from "./api";
import { ROLE_LABELS } from "./parts";

/**
 * The owner's invite form (docs/household.md, "Inviti"): the server's Italian message shows by the
 * field it names, else under the form (an address already invited, in another household…).
 */
export function InviteForm() {
  const invite = useInvite();
  const form = useZodForm(householdInvitationSchema, { defaultValues: { email: "", role: "editor" } });
  const onValid = (values: { email: string; role: "editor" | "viewer" }) =>
    invite.mutate(values, {
      onSuccess: () => {
        toast({ title: "Invito inviato", description: `Abbiamo scritto a ${values.email}: il link vale 7 giorni.`, variant: "success" });
        form.reset({ email: "", role: values.role });
      },
      onError: (err) => {
        if (!form.applyServerErrors(err)) form.setError("root", { type: "server", message: errorMessage(err) });
      },
    });
  const e = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
      <Field id="invite-email" label="Email della persona da invitare" error={e.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register("email")} />}
      </Field>
      <Field id="invite-role" label="Ruolo" error={e.role?.message}>
        {(control) => (
          <Select {...control} {...form.register("role")}>
            <option value="editor">{ROLE_LABELS.editor}</option>
            <option value="viewer">{ROLE_LABELS.viewer}</option>
          </Select>
        )}
      </Field>
      {e.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {e.root.message}
        </p>
      )}
      <Button type="submit" disabled={invite.isPending} className="justify-self-start">
        {invite.isPending ? "Invio in corso..." : "Invia l'invito"}
      </Button>
    </form>
  );
}
