//! The rule catalogue: one entry per rule (id, section, severity, summary), and the raw finding
//! the rule families emit against a view's token.

use crate::{Rule, Severity};

macro_rules! rule {
    ($id:expr, $sec:expr, $sev:ident, $sum:expr) => {
        Rule {
            id: $id,
            section: $sec,
            severity: Severity::$sev,
            summary: $sum,
        }
    };
}

/// One rule per checkable clause of the clause index (rule id = clause id).
static RULES: &[Rule] = &[
    // I.4.1 host compiler extensions
    rule!("hostext.no-device-extensions", "I.4.1", Error, "host compiler specific language extensions are not supported in device code"),
    rule!("hostext.complex-host-only", "I.4.1", Error, "_Complex types are only supported in host code"),
    rule!("hostext.float128-host-only", "I.4.1", Error, "__float128 is only supported in host code"),
    // I.4.2.1 __CUDA_ARCH__
    rule!("cudaarch.signature", "I.4.2.1", Error, "the type of a __global__ function or __device__/__constant__ variable depends on __CUDA_ARCH__"),
    rule!("cudaarch.global-template-instantiation", "I.4.2.1", Error, "a __global__ template launched from the host is instantiated only when __CUDA_ARCH__ is (un)defined"),
    rule!("cudaarch.separate-definition-presence", "I.4.2.1", Error, "in separate compilation, an external definition is present only when __CUDA_ARCH__ is (un)defined"),
    // I.4.3.1 device memory space specifiers
    rule!("memspace.no-member", "I.4.3.1", Error, "a memory space specifier on a class, struct or union data member"),
    rule!("memspace.no-parameter", "I.4.3.1", Error, "a memory space specifier on a formal parameter"),
    rule!("memspace.no-host-local", "I.4.3.1", Error, "a memory space specifier on a non-extern variable in a function that executes on the host"),
    rule!("memspace.no-device-automatic", "I.4.3.1", Error, "__device__/__constant__/__managed__ on a non-extern, non-static variable in a function that executes on the device"),
    rule!("memspace.empty-ctor-dtor", "I.4.3.1", Error, "a memory-space variable of a class type with a non-empty constructor or destructor"),
    rule!("memspace.empty-ctor.defined", "I.4.3.1", Error, "a memory-space variable whose class's constructor is not defined at that point"),
    rule!("memspace.empty-ctor.no-params-empty-body", "I.4.3.1", Error, "a memory-space variable whose class's constructor has parameters, initializers or a non-empty body"),
    rule!("memspace.empty-ctor.no-virtual-no-nsdmi", "I.4.3.1", Error, "a memory-space variable whose class has virtual functions, virtual bases or member initializers"),
    rule!("memspace.empty-ctor.bases", "I.4.3.1", Error, "a memory-space variable whose class has a base with a non-empty constructor"),
    rule!("memspace.empty-ctor.members", "I.4.3.1", Error, "a memory-space variable whose class has a member with a non-empty constructor"),
    rule!("memspace.empty-dtor.defined", "I.4.3.1", Error, "a memory-space variable whose class's destructor is not defined at that point"),
    rule!("memspace.empty-dtor.empty-body", "I.4.3.1", Error, "a memory-space variable whose class's destructor body is not empty"),
    rule!("memspace.empty-dtor.no-virtual", "I.4.3.1", Error, "a memory-space variable whose class has virtual functions or virtual bases (destructor)"),
    rule!("memspace.empty-dtor.bases", "I.4.3.1", Error, "a memory-space variable whose class has a base with a non-empty destructor"),
    rule!("memspace.empty-dtor.members", "I.4.3.1", Error, "a memory-space variable whose class has a member with a non-empty destructor"),
    rule!("memspace.no-extern-whole-program", "I.4.3.1", Error, "an extern memory-space variable in whole-program compilation mode"),
    rule!("memspace.extern-missing-definition", "I.4.3.1", Error, "an extern memory-space variable without a definition (separate compilation)"),
    // I.4.3.2 __managed__
    rule!("managed.address-not-constant", "I.4.3.2", Error, "the address of a managed variable is not a constant expression"),
    rule!("managed.no-const", "I.4.3.2", Error, "a managed variable with a const-qualified type"),
    rule!("managed.no-reference", "I.4.3.2", Error, "a managed variable with a reference type"),
    rule!("managed.no-use-in-static-init", "I.4.3.2", Error, "a managed variable used in the initialization or destruction of a static-storage object"),
    rule!("managed.no-use-after-exit", "I.4.3.2", Warning, "a managed variable used after exit() (destructor attribute / atexit handler)"),
    rule!("managed.no-use-before-runtime-init", "I.4.3.2", Warning, "a managed variable used before the CUDA runtime is initialized (constructor attribute)"),
    rule!("managed.decltype-unparenthesized", "I.4.3.2", Error, "a managed variable as the unparenthesized id-expression operand of decltype"),
    rule!("managed.no-host-local-without-linkage", "I.4.3.2", Error, "a managed variable without external linkage in a function that executes on the host"),
    rule!("managed.no-device-local-without-linkage", "I.4.3.2", Error, "a managed variable without extern or static linkage in a function that executes on the device"),
    // I.4.4 pointers, I.4.5 operators
    rule!("operator.constant-assign-host-only", "I.4.5.1", Error, "a __constant__ variable assigned in device code"),
    rule!("operator.shared-no-initializer", "I.4.5.1", Error, "a __shared__ variable with an initializer"),
    rule!("operator.builtin-no-assign", "I.4.5.1", Error, "assignment to a built-in variable"),
    rule!("operator.builtin-no-address", "I.4.5.2", Error, "the address of a built-in variable"),
    // I.4.6 - I.4.8
    rule!("rtti.no-typeid-device", "I.4.6", Error, "typeid in device code"),
    rule!("rtti.no-type-info-device", "I.4.6", Error, "std::type_info in device code"),
    rule!("rtti.no-dynamic-cast-device", "I.4.6", Error, "dynamic_cast in device code"),
    rule!("exception.no-device", "I.4.7", Error, "exception handling (throw, try, catch) in device code"),
    rule!("exception.global-no-spec", "I.4.7", Error, "an exception specification on a __global__ function"),
    rule!("stdlib.host-only", "I.4.8", Error, "a host-only standard library facility in device code"),
    // I.4.9 functions
    rule!("function.extern-linkage-same-unit", "I.4.9.1", Error, "device code calls an extern function that is not defined in the compilation unit"),
    rule!("function.implicit-execution-space", "I.4.9.2", Error, "an implicitly-declared or defaulted function needs a function of another execution space"),
    rule!("function.defaulted-not-first-declaration", "I.4.9.2", Error, "a function defaulted after its first declaration used from an execution space its declarations do not give it"),
    rule!("function.virtual-dtor-override-space", "I.4.9.2", Error, "an implicit virtual destructor whose inherited execution spaces call an unavailable destructor"),
    rule!("global.param-size-limit", "I.4.9.3", Error, "__global__ function parameters exceed 4 KB"),
    rule!("global.param-no-variadic", "I.4.9.3", Error, "a __global__ function with a variable number of arguments"),
    rule!("global.param-no-reference", "I.4.9.3", Error, "a __global__ function parameter passed by reference"),
    rule!("function.separate-compilation-complete-types", "I.4.9.3", Error, "an ODR-used device function with an incomplete parameter or return type (separate compilation)"),
    rule!("global.device-launch-trivially-copyable", "I.4.9.3.1", Error, "a kernel launched from device code with an argument that is not trivially copyable and destructible"),
    rule!("function.static-var-memspace", "I.4.9.4", Error, "a memory-space static variable in a function that executes on the host"),
    rule!("function.static-var-init", "I.4.9.4", Error, "a device static variable with dynamic initialization or a non-empty constructor"),
    rule!("function.global-address-cross-side", "I.4.9.5", Warning, "the address of a __global__ function used in the other execution space"),
    rule!("function.device-address-in-host", "I.4.9.5", Error, "the address of a __device__ function taken in host code"),
    rule!("global.no-recursion", "I.4.9.6", Error, "recursion in a __global__ function"),
    rule!("global.no-friend-definition", "I.4.9.7", Error, "a __global__ function or function template defined in a friend declaration"),
    rule!("global.no-operator", "I.4.9.8", Error, "an operator function declared __global__"),
    // I.4.10 classes
    rule!("class.static-data-member-device", "I.4.10.1", Error, "a non-const static data member used in device code"),
    rule!("global.no-static-member", "I.4.10.2", Error, "a static member function declared __global__"),
    rule!("class.virtual-override-space-match", "I.4.10.3", Error, "an overriding virtual function whose execution space differs from the overridden one"),
    rule!("global.param-no-virtual-class", "I.4.10.3", Error, "an object of a class with virtual functions passed to a __global__ function"),
    rule!("global.param-no-virtual-base", "I.4.10.4", Error, "an object of a class with a virtual base class passed to a __global__ function"),
    rule!("class.anonymous-union-no-device-reference", "I.4.10.5", Error, "a member of a namespace-scope anonymous union referenced in device code"),
    // I.4.11 templates
    rule!("template.arg-restrictions", "I.4.11", Error, "a host-local, private or unnamed type used as a template argument of a __global__ template or __device__/__constant__ variable template"),
    rule!("template.arg-host-local", "I.4.11", Error, "a type defined in a __host__ or __host__ __device__ function used in a __global__ / device variable template argument"),
    rule!("template.arg-private-member", "I.4.11", Error, "a private or protected member type used in a __global__ / device variable template argument"),
    rule!("template.arg-unnamed", "I.4.11", Error, "an unnamed type used in a __global__ / device variable template argument"),
    rule!("template.arg-compound", "I.4.11", Error, "a type compounded from a restricted type used in a __global__ / device variable template argument"),
    // I.4.13 const variables, I.4.14 long double
    rule!("hostvar.const-value-use", "I.4.13", Error, "a host const variable used in device code that is not a constant-initialized integral or floating value"),
    rule!("hostvar.const-no-reference-or-address", "I.4.13", Error, "a reference to, or the address of, a host const variable in device code"),
    rule!("trigraph.not-supported", "I.4.12", Error, "a trigraph sequence in code (trigraphs are not replaced)"),
    rule!("long-double.not-in-device", "I.4.14", Error, "long double in device code"),
    rule!("attr.deprecated-device-diagnostic", "I.4.15", Warning, "a reference to a deprecated entity from the body of a device function"),
    rule!("attr.deprecated-host-reference", "I.4.15", Warning, "a reference to a deprecated entity from host code"),
    rule!("attr.deprecated-gcc-pragma", "I.4.15", Warning, "a deprecated entity referenced from device code despite #pragma GCC diagnostic (which only affects the host compiler)"),
    rule!("attr.deprecated-nv-diag-suppress", "I.4.15", Warning, "a deprecated entity referenced outside the region of #pragma nv_diag_suppress"),
    rule!("attr.deprecated-flags", "I.4.15", Warning, "a deprecation diagnostic under -Werror / -Wno-deprecated-declarations"),
    // I.4.20 C++11
    rule!("lambda.exec-space-enclosing-function", "I.4.20.1", Error, "a lambda called across execution spaces (its space is the enclosing function's)"),
    rule!("lambda.exec-space-no-enclosing-function", "I.4.20.1", Error, "a namespace-scope or default-argument lambda (__host__) called from device code"),
    rule!("lambda.closure-global-template-arg", "I.4.20.1", Error, "a closure type used in a __global__ template argument (lambda not defined in device code)"),
    rule!("initlist.host-device", "I.4.20.2", Error, "std::initializer_list members called from device code under --no-host-device-initializer-list"),
    rule!("rvalue.move-forward-host-device", "I.4.20.3", Error, "std::move/std::forward called from device code under --no-host-device-move-forward"),
    rule!("constexpr.cross-space-call", "I.4.20.4", Error, "a constexpr function called from an incompatible execution space without --expt-relaxed-constexpr"),
    rule!("constexpr.template-instantiation", "I.4.20.4", Error, "an instantiation of a constexpr function template that is not constexpr used in a constant expression"),
    rule!("constexpr.relaxed-flag", "I.4.20.4", Error, "a non-constexpr function called across execution spaces"),
    rule!("hostvar.constexpr-scalar-value", "I.4.20.5", Error, "a host constexpr variable used in device code that is not a non-volatile scalar other than long double"),
    rule!("hostvar.constexpr-no-reference-or-address", "I.4.20.5", Error, "a reference to, or the address of, a host constexpr variable in device code"),
    rule!("hostvar.constexpr-nonscalar-in-constexpr-call", "I.4.20.5", Error, "an element of a non-scalar host constexpr variable used outside a constant-expression call"),
    rule!("variants.inline-namespace-name-clash", "I.4.20.6", Error, "an entity in an inline namespace with the same name and type as one in the enclosing namespace"),
    rule!("variants.constexpr-cross-execution-space", "I.4.20.4", Error, "a constexpr function called across execution spaces without --expt-relaxed-constexpr"),
    rule!("inline-namespace.same-name-entity", "I.4.20.6", Error, "an entity in an inline namespace clashes with one of the same name in the enclosing namespace"),
    rule!("memspace.inline-unnamed-namespace", "I.4.20.6.1", Error, "a memory-space variable or __global__ function in an inline unnamed namespace"),
    rule!("cxx11.thread-local-not-in-device", "I.4.20.7", Error, "thread_local in device code"),
    rule!("global.template-lambda-closure", "I.4.20.8", Error, "a closure type of a non-extended lambda in a __global__ template argument"),
    rule!("global.no-constexpr", "I.4.20.8", Error, "a __global__ function declared constexpr"),
    rule!("global.param-no-initializer-list-va-list", "I.4.20.8", Error, "a __global__ function parameter of type std::initializer_list or va_list"),
    rule!("global.param-no-rvalue-reference", "I.4.20.8", Error, "a __global__ function parameter of rvalue reference type"),
    rule!("global.variadic-template-pack-last", "I.4.20.8", Error, "a variadic __global__ template whose pack is not the last template parameter"),
    rule!("global.variadic-template-one-pack", "I.4.20.8", Error, "a variadic __global__ template with more than one pack"),
    rule!("memspace.no-constexpr-managed-shared", "I.4.20.9", Error, "a __managed__ or __shared__ variable declared constexpr"),
    rule!("defaulted.first-declaration-ignored", "I.4.20.10", Error, "an execution space specifier on a function defaulted on its first declaration is ignored"),
    rule!("defaulted.later-declaration-kept", "I.4.20.10", Error, "device code calls a __host__ function defaulted after its first declaration"),
    // I.4.21 C++14, I.4.22 C++17
    rule!("global.no-deduced-return", "I.4.21.1", Error, "a __global__ function with a deduced return type"),
    rule!("deduced-return.device-reference-outside-body", "I.4.21.1", Error, "a __device__ function with a deduced return type referenced outside device function bodies"),
    rule!("memspace.inline-variable-internal-linkage", "I.4.22.1", Error, "a namespace-scope inline __device__/__constant__/__managed__ variable with external linkage in whole-program mode"),
    rule!("memspace.no-structured-binding", "I.4.22.2", Error, "a structured binding declared with a memory space specifier"),
    // I.5 nvstd::function
    rule!("nvfunction.host-no-device-target", "I.5", Error, "an nvstd::function in host code initialized with a __device__ function or functor"),
    rule!("nvfunction.device-no-host-target", "I.5", Error, "an nvstd::function in device code initialized with a __host__ function or functor"),
    rule!("nvfunction.no-global-param-from-host", "I.5", Error, "an nvstd::function passed from host code to a __global__ function"),
    // I.6 extended lambdas
    rule!("xlambda.flag", "I.6", Error, "an execution space annotation on a lambda without --extended-lambda"),
    rule!("xlambda.annotation-position", "I.6", Error, "a lambda's execution space annotation after its parameter list"),
    rule!("xlambda.annotation-scope", "I.6", Error, "an extended lambda's operator() called across execution spaces"),
    rule!("xlambda.host-device-lambda", "I.6.3", Error, "an extended __device__ lambda called from host code"),
    rule!("xlambda.traits", "I.6.1", Error, "a static assertion on an extended-lambda type trait that does not hold"),
    rule!("xlambda.traits-preserved-return", "I.6.1", Error, "a static assertion on the preserved-return-type trait that does not hold"),
    rule!("xlambda.restriction-1", "I.6.2", Error, "an extended lambda defined within another extended lambda"),
    rule!("xlambda.restriction-2", "I.6.2", Error, "an extended lambda defined within a generic lambda"),
    rule!("xlambda.restriction-3", "I.6.2", Error, "an extended lambda nested in lambdas whose outermost one is not in a function"),
    rule!("xlambda.restriction-4", "I.6.2", Error, "the enclosing function of an extended lambda is not named, addressable or accessible"),
    rule!("xlambda.restriction-5", "I.6.2", Error, "the address of the enclosing function of an extended lambda is ambiguous"),
    rule!("xlambda.restriction-6", "I.6.2", Error, "an extended lambda defined in a class local to a function"),
    rule!("xlambda.restriction-7", "I.6.2", Error, "the enclosing function of an extended lambda has a deduced return type"),
    rule!("xlambda.restriction-8", "I.6.2", Error, "a __host__ __device__ extended lambda that is generic"),
    rule!("xlambda.restriction-9", "I.6.2", Error, "the enclosing template of an extended lambda breaks the template constraints"),
    rule!("xlambda.restriction-12", "I.6.2", Error, "a capture restriction of extended lambdas is broken"),
    rule!("xlambda.restriction-12.by-value", "I.6.2", Error, "an extended lambda captures by reference"),
    rule!("xlambda.restriction-12.array-rank", "I.6.2", Error, "an extended lambda captures an array of more than 7 dimensions"),
    rule!("xlambda.restriction-12.array-element", "I.6.2", Error, "an extended lambda captures an array whose element type is not default-constructible and copy-assignable"),
    rule!("xlambda.restriction-12.pack-element", "I.6.2", Error, "an extended lambda captures an element of a function parameter pack"),
    rule!("xlambda.restriction-12.capture-type", "I.6.2", Error, "an extended lambda captures a variable of a function-local or private type"),
    rule!("xlambda.restriction-12.host-copy", "I.6.2", Error, "an extended lambda captures by value a variable whose copy constructor is explicit"),
    rule!("xlambda.restriction-12.hd-signature-type", "I.6.2", Error, "a __host__ __device__ extended lambda whose signature uses a function-local or private type"),
    rule!("xlambda.restriction-12.init-capture", "I.6.2", Error, "an init-capture not allowed in an extended lambda"),
    rule!("xlambda.restriction-12.not-constexpr", "I.6.2", Error, "an extended lambda declared constexpr"),
    rule!("xlambda.restriction-12.if-constexpr-capture", "I.6.2", Error, "an extended lambda first captures a variable inside an if-constexpr block"),
    rule!("xlambda.restriction-13", "I.6.2", Error, "the extended lambdas defined in a function depend on __CUDA_ARCH__"),
    rule!("xlambda.restriction-14", "I.6.2", Error, "the return or parameter type of a __device__ extended lambda is introspected in host code"),
    rule!("xlambda.restriction-15", "I.6.2", Error, "the captures of an extended lambda depend on __CUDA_ARCH__"),
    rule!("xlambda.restriction-16", "I.6.2", Error, "a __device__ extended lambda converted to a function pointer in host code"),
    rule!("xlambda.restriction-17", "I.6.2", Error, "a closure-type trait result used in a __global__ template argument"),
    rule!("xlambda.adl", "I.6.5", Error, "a host call whose arguments involve an extended lambda's closure type (ADL through the placeholder type)"),
    rule!("xlambda.this-capture", "I.6.4", Error, "*this capture in an unannotated host lambda or a __host__ __device__ extended lambda"),
    // I.1-I.3: the C++ language in CUDA code
    rule!("features.cxx14.requires-cxx14-mode", "I.2", Error, "a C++14 feature used in a C++11 translation unit"),
    rule!("features.cxx17.requires-cxx17-mode", "I.3", Error, "a C++17 feature used in a C++11/14 translation unit"),
    rule!("features.cxx20.requires-cxx20-mode", "I.3", Error, "a C++20 feature used before C++20"),
    rule!("features.cxx11.auto-storage-class-removed", "I.1", Error, "auto used as a storage class specifier"),
    rule!("features.cxx17.register-removed", "I.3", Error, "the register storage class in C++17"),
    rule!("features.cxx17.dynamic-exception-specifications-removed", "I.3", Error, "a dynamic exception specification in C++17"),
    rule!("features.cxx20.throw-specification-removed", "I.3", Error, "throw() in C++20"),
    rule!("features.cxx17.bool-increment-removed", "I.3", Error, "incrementing a bool in C++17"),
    rule!("features.cxx17.static-assert-message-optional", "I.3", Error, "static_assert without a message before C++17"),
    rule!("features.cxx11.static-assertions-failing", "I.1", Error, "a static assertion whose constant condition is false"),
    rule!("features.cxx11.integer-literal-too-large", "I.1", Error, "an integer literal too large for any integer type"),
    rule!("features.cxx17.structured-bindings-count", "I.3", Error, "a structured binding whose name count differs from the element count"),
    rule!("features.cxx11.null-pointer-constant-not-integer", "I.1", Error, "nullptr converted to an integer or floating type (or copy-initializing a bool)"),
    rule!("features.cxx11.strongly-typed-enums-no-implicit-conversion", "I.1", Error, "a scoped enumerator converted implicitly to an arithmetic type"),
    rule!("features.cxx11.initializer-list-narrowing", "I.1", Error, "a narrowing conversion in list-initialization"),
    rule!("features.cxx20.u8-literals-are-char8-t", "I.3", Error, "a u8 string literal initializing a char pointer under C++20"),
    rule!("features.cxx20.designated-initializers-order", "I.3", Error, "designated initializers out of declaration order, or mixed with positional ones"),
    rule!("features.cxx11.constexpr-requires-constant", "I.1", Error, "a constexpr variable initialized with a run-time value"),
    rule!("features.cxx17.constexpr-if-constant-condition", "I.3", Error, "an if constexpr condition that reads a run-time value"),
    rule!("features.cxx20.consteval-constant-arguments", "I.3", Error, "a consteval function called with a run-time value outside an immediate function context"),
    rule!("features.cxx11.alignas-not-weaker-than-natural", "I.1", Error, "alignas weaker than the natural alignment of the declared object"),
    rule!("features.cxx14.deduced-return-types-consistent", "I.2", Error, "return statements deducing different types for an auto return type"),
    rule!("features.cxx11.deleted-functions-use", "I.1", Error, "a use of a deleted function (a copy through a deleted copy constructor)"),
    rule!("features.cxx11.explicit-conversion-operators-implicit-use", "I.1", Error, "copy-initialization through an explicit conversion function"),
    rule!("features.cxx17.guaranteed-copy-elision-no-constructor", "I.3", Error, "before C++17, a temporary copied or moved through deleted constructors"),
    rule!("features.cxx20.aggregates-no-user-declared-constructors", "I.3", Error, "C++20: aggregate initialization of a class with a user-declared constructor"),
    rule!("features.cxx11.override-final-misuse", "I.1", Error, "override/final on a function that does not override, or deriving from / overriding a final entity"),
    // Appendix D
    rule!("dp.exec.launch-target-global", "D.3.1", Error, "a device-side launch of something that is not a __global__ function"),
    rule!("dp.exec.no-device-reconfig", "D.3.1.1.2", Error, "a kernel environment reconfigured from device code"),
    rule!("dp.streams.create-host-only", "D.3.1.2", Error, "cudaStreamCreate() in device code"),
    rule!("dp.streams.no-sync-query", "D.3.1.2", Error, "cudaStreamSynchronize()/cudaStreamQuery() in device code"),
    rule!("dp.events.unsupported-apis", "D.3.1.3", Error, "cudaEventSynchronize/ElapsedTime/Query in device code"),
    rule!("dp.events.create-with-flags", "D.3.1.3", Error, "cudaEventCreate() in device code"),
    rule!("dp.coherence.zero-copy-no-alloc", "D.2.2.1.2", Error, "zero-copy memory allocated or freed in device code"),
    rule!("dp.constant.immutable", "D.2.2.1.3", Error, "a __constant__ variable modified from device code"),
    rule!("dp.texture.no-device-create", "D.3.1.6.2", Error, "a texture or surface object created or destroyed in device code"),
    rule!("dp.symbols.no-symbol-apis", "D.3.1.6.4", Error, "a symbol runtime API called in device code"),
    rule!("dp.devmgmt.no-set-device", "D.3.1.5", Error, "a device-management runtime API called in device code"),
    rule!("dp.devmgmt.no-device-properties", "D.3.1.5", Error, "cudaGetDeviceProperties() in device code"),
    rule!("dp.api.host-only", "D.3.1.8", Error, "a host-only runtime API called in device code"),
    rule!("dp.api.memcpy-async-only", "D.3.1.8", Error, "a synchronous memcpy/memset runtime API called in device code"),
    rule!("dp.build.rdc-required", "D.3.3.2", Error, "a device-side launch compiled without relocatable device code"),
    rule!("dp.local.no-pass", "D.2.2.1.5", Warning, "a pointer to local memory passed to a child kernel"),
    rule!("dp.shared.no-pass", "D.2.2.1.4", Warning, "a pointer to shared memory passed to a child kernel"),
];

pub fn rules() -> &'static [Rule] {
    RULES
}

pub fn rule_sev(id: &str) -> Severity {
    RULES
        .iter()
        .find(|r| r.id == id)
        .map_or(Severity::Error, |r| r.severity)
}

#[allow(dead_code)]
pub fn rule_static(id: &str) -> &'static str {
    RULES
        .iter()
        .find(|r| r.id == id)
        .map_or("cuconform.internal", |r| r.id)
}

pub fn rule_section(id: &str) -> &'static str {
    RULES.iter().find(|r| r.id == id).map_or("", |r| r.section)
}

/// A finding against a view's token.
#[derive(Clone, Debug)]
pub struct Raw {
    pub tok: usize,
    pub rule: &'static str,
    pub msg: String,
    pub sev: Option<Severity>,
}
