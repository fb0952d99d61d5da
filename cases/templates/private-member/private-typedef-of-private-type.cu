/*---
section: I.4.11
clause: template.arg-private-member
description: "A private member class reached through a public alias is still a private member type: rejected."
verdict: error
note: "The alias is public but the type it names is the private member class C::P."
---*/
template <typename T>
__global__ void myKernel(void) { }
class C {
  struct P { };
public:
  using Alias = P;
};
void launch(void) {
  myKernel<C::Alias><<<1, 1>>>(); // expect-error
}
