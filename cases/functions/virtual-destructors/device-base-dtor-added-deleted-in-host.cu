/*---
section: "I.4.9.2"
clause: function.virtual-dtor-override-space
description: "An implicit destructor overriding a __device__-only virtual destructor (defaulted out of class) gets __device__ added; deleting the derived object in host code would call the __device__-only base destructor and must be rejected."
verdict: error
note: "Where the diagnostic lands (the base destructor, the implicit destructor at the class head, or the host delete) is the compiler's choice; any of them diagnoses the call."
---*/
struct Base4 {
    virtual __device__ ~Base4(); // expect-error-any(dtor)
};
__device__ Base4::~Base4() = default; // expect-error-any(dtor)
struct Derived4 : Base4 { // expect-error-any(dtor)
    int v;
};

void host_fn(Derived4 *p) {
    delete p; // expect-error-any(dtor)
}
