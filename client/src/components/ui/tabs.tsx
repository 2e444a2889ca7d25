import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const Tabs = TabsPrimitive.Root;

// Tabs wrap onto a second row on a phone rather than hiding behind a sideways scroll (the admin's
// six tabs and the email automation's five did not fit 360 px and looked like fewer).
export const TabsList = ({ className, ...p }: ComponentProps<typeof TabsPrimitive.List>) => (
  <TabsPrimitive.List className={cn("flex w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1", className)} {...p} />
);

export const TabsTrigger = ({ className, ...p }: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    className={cn(
      "flex-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm",
      className,
    )}
    {...p}
  />
);

export const TabsContent = ({ className, ...p }: ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content className={cn("mt-4", className)} {...p} />
);
