/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space-defaulted-in-class
description: "~Derived2 overriding virtual __device__ ~Base2() = default gets __device__ from it; a host caller adds __host__, and the host side cannot call the __device__-only ~Base2"
verdict: error
note: "Where the diagnostic lands (the implicit destructor, the object's declaration, or the end of its scope) is the compiler's choice; any of them is a diagnosis of the call."
---*/
struct Base2 {
  virtual __device__ ~Base2() = default; // expect-error-any(dtor)
};
struct Derived2 : Base2 { }; // expect-error-any(dtor)
void host_func(void) {
  Derived2 d2; // expect-error-any(dtor)
} // expect-error-any(dtor)
