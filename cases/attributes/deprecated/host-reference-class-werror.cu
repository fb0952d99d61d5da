/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "A host function names a deprecated class: g++ diagnoses the host reference, an error under -Werror=deprecated-declarations"
verdict: error
flags: ["-Werror=deprecated-declarations"]
---*/
struct [[deprecated]] OldBox {
  int v;
};
int host_use(void) {
  OldBox b{3}; // expect-error
  return b.v;
}
