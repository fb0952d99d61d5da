//! The rule catalogue: one entry per rule (id, section, severity, summary), and the raw finding
//! the rule families emit against a view's token.

use crate::edition::{Cuda, Edition};
use crate::{Rule, Severity};

/// The rule holds before CUDA `maj.min` (`Edition::Until`).
const fn until(
    maj: u32,
    min: u32,
    successor: Option<&'static str>,
    change: &'static str,
) -> Edition {
    Edition::Until {
        at: Cuda::new(maj, min),
        successor,
        change,
    }
}

/// The rule holds from CUDA `maj.min` (`Edition::Since`).
const fn since(maj: u32, min: u32, change: &'static str) -> Edition {
    Edition::Since {
        at: Cuda::new(maj, min),
        change,
    }
}

/// The rule holds in every version, relaxed from CUDA `maj.min` as clause `by` says.
const fn relaxed(maj: u32, min: u32, by: &'static str, change: &'static str) -> Edition {
    Edition::Relaxed {
        at: Cuda::new(maj, min),
        by,
        change,
    }
}

/// An entry's edition: `Always` unless the entry names one.
macro_rules! edition {
    () => {
        Edition::Always
    };
    ($e:expr) => {
        $e
    };
}

/// The catalogue is written once, in `catalogue!` below, which defines from it the `RuleId` enum
/// (the only way the rule families name a rule when they emit a finding), the `RULES` table and
/// the `rid!` macro (`rid!("memspace.no-member")` is that rule's `RuleId`; an id that is not
/// catalogued does not compile). A finding's severity is its rule's, never the emitter's.
/// An entry whose clause changed between guide editions ends with its `Edition` (`until`,
/// `since`, `relaxed`: the versions it holds for, the clause of its later form, the CHANGES.md
/// item); the driver drops a finding of a rule that does not hold at `--cuda`.
macro_rules! catalogue {
    ($($v:ident($id:tt, $sec:expr, $sev:ident, $sum:expr $(, $ed:expr)?),)*) => {
        /// A catalogued rule. `deny(dead_code)`: a catalogued rule that no family emits does not
        /// compile (a clause the checker cannot check stays in the clause index, not here).
        #[deny(dead_code)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum RuleId {
            $($v,)*
        }

        static RULES: &[Rule] = &[$(Rule {
            id: $id,
            section: $sec,
            severity: Severity::$sev,
            summary: $sum,
            edition: edition!($($ed)?),
        },)*];

        macro_rules! rid {
            $(($id) => {
                $crate::rules::RuleId::$v
            };)*
        }
        pub(crate) use rid;
    };
}

// One rule per checkable clause of the clause index (rule id = clause id).
catalogue! {
    // I.4.1 host compiler extensions
    HostextNoDeviceExtensions("hostext.no-device-extensions", "I.4.1", Warning, "host compiler specific language extensions are not supported in device code"),
    HostextComplexHostOnly("hostext.complex-host-only", "I.4.1", Error, "_Complex types are only supported in host code"),
    HostextFloat128HostOnly("hostext.float128-host-only", "I.4.1", Error, "__float128 is only supported in host code"),
    // I.4.2.1 __CUDA_ARCH__
    CudaarchSignature("cudaarch.signature", "I.4.2.1", Error, "the type of a __global__ function or __device__/__constant__ variable depends on __CUDA_ARCH__"),
    CudaarchGlobalTemplateInstantiation("cudaarch.global-template-instantiation", "I.4.2.1", Error, "a __global__ template launched from the host is instantiated only when __CUDA_ARCH__ is (un)defined"),
    CudaarchSeparateDefinitionPresence("cudaarch.separate-definition-presence", "I.4.2.1", Error, "in separate compilation, an external definition is present only when __CUDA_ARCH__ is (un)defined"),
    // I.4.3.1 device memory space specifiers
    MemspaceNoMember("memspace.no-member", "I.4.3.1", Error, "a memory space specifier on a class, struct or union data member"),
    MemspaceNoParameter("memspace.no-parameter", "I.4.3.1", Error, "a memory space specifier on a formal parameter"),
    MemspaceNoHostLocal("memspace.no-host-local", "I.4.3.1", Error, "a memory space specifier on a non-extern variable in a function that executes on the host"),
    MemspaceNoDeviceAutomatic("memspace.no-device-automatic", "I.4.3.1", Error, "__device__/__constant__/__managed__ on a non-extern, non-static variable in a function that executes on the device"),
    MemspaceEmptyCtorDefined("memspace.empty-ctor.defined", "I.4.3.1", Error, "a memory-space variable whose class's constructor is not defined at that point"),
    MemspaceEmptyCtorNoParamsEmptyBody("memspace.empty-ctor.no-params-empty-body", "I.4.3.1", Error, "a memory-space variable whose class's constructor has parameters, initializers or a non-empty body"),
    MemspaceEmptyCtorNoVirtualNoNsdmi("memspace.empty-ctor.no-virtual-no-nsdmi", "I.4.3.1", Error, "a memory-space variable whose class has virtual functions, virtual bases or member initializers"),
    MemspaceEmptyCtorBases("memspace.empty-ctor.bases", "I.4.3.1", Error, "a memory-space variable whose class has a base with a non-empty constructor"),
    MemspaceEmptyCtorMembers("memspace.empty-ctor.members", "I.4.3.1", Error, "a memory-space variable whose class has a member with a non-empty constructor"),
    MemspaceEmptyDtorDefined("memspace.empty-dtor.defined", "I.4.3.1", Error, "a memory-space variable whose class's destructor is not defined at that point"),
    MemspaceEmptyDtorEmptyBody("memspace.empty-dtor.empty-body", "I.4.3.1", Error, "a memory-space variable whose class's destructor body is not empty"),
    MemspaceEmptyDtorNoVirtual("memspace.empty-dtor.no-virtual", "I.4.3.1", Error, "a memory-space variable whose class has virtual functions or virtual bases (destructor)"),
    MemspaceEmptyDtorBases("memspace.empty-dtor.bases", "I.4.3.1", Error, "a memory-space variable whose class has a base with a non-empty destructor"),
    MemspaceEmptyDtorMembers("memspace.empty-dtor.members", "I.4.3.1", Error, "a memory-space variable whose class has a member with a non-empty destructor"),
    MemspaceNoExternWholeProgram("memspace.no-extern-whole-program", "I.4.3.1", Error, "an extern memory-space variable in whole-program compilation mode"),
    // I.4.3.2 __managed__
    ManagedAddressNotConstant("managed.address-not-constant", "I.4.3.2", Error, "the address of a managed variable is not a constant expression"),
    ManagedNoConst("managed.no-const", "I.4.3.2", Error, "a managed variable with a const-qualified type"),
    ManagedNoReference("managed.no-reference", "I.4.3.2", Error, "a managed variable with a reference type"),
    ManagedNoUseInStaticInit("managed.no-use-in-static-init", "I.4.3.2", Error, "a managed variable used in the initialization or destruction of a static-storage object"),
    ManagedNoUseAfterExit("managed.no-use-after-exit", "I.4.3.2", Warning, "a managed variable used after exit() (destructor attribute / atexit handler)"),
    ManagedNoUseBeforeRuntimeInit("managed.no-use-before-runtime-init", "I.4.3.2", Warning, "a managed variable used before the CUDA runtime is initialized (constructor attribute)"),
    ManagedDecltypeUnparenthesized("managed.decltype-unparenthesized", "I.4.3.2", Error, "a managed variable as the unparenthesized id-expression operand of decltype"),
    ManagedNoHostLocalWithoutLinkage("managed.no-host-local-without-linkage", "I.4.3.2", Error, "a managed variable without external linkage in a function that executes on the host"),
    ManagedNoDeviceLocalWithoutLinkage("managed.no-device-local-without-linkage", "I.4.3.2", Error, "a managed variable without extern or static linkage in a function that executes on the device"),
    // I.4.4 pointers, I.4.5 operators
    OperatorConstantAssignHostOnly("operator.constant-assign-host-only", "I.4.5.1", Error, "a __constant__ variable assigned in device code"),
    OperatorSharedNoInitializer("operator.shared-no-initializer", "I.4.5.1", Error, "a __shared__ variable with an initializer"),
    OperatorBuiltinNoAssign("operator.builtin-no-assign", "I.4.5.1", Error, "assignment to a built-in variable"),
    OperatorBuiltinNoAddress("operator.builtin-no-address", "I.4.5.2", Error, "the address of a built-in variable"),
    // I.4.6 - I.4.8
    RttiNoTypeidDevice("rtti.no-typeid-device", "I.4.6", Error, "typeid in device code"),
    RttiNoTypeInfoDevice("rtti.no-type-info-device", "I.4.6", Error, "std::type_info in device code"),
    RttiNoDynamicCastDevice("rtti.no-dynamic-cast-device", "I.4.6", Error, "dynamic_cast in device code"),
    ExceptionNoDevice("exception.no-device", "I.4.7", Error, "exception handling (throw, try, catch) in device code"),
    ExceptionGlobalNoSpec("exception.global-no-spec", "I.4.7", Error, "an exception specification on a __global__ function"),
    StdlibHostOnly("stdlib.host-only", "I.4.8", Error, "a host-only standard library facility in device code"),
    // I.4.9 functions
    FunctionExternLinkageSameUnit("function.extern-linkage-same-unit", "I.4.9.1", Error, "device code calls an extern function that is not defined in the compilation unit"),
    FunctionImplicitExecutionSpace("function.implicit-execution-space", "I.4.9.2", Error, "an implicitly-declared or defaulted function needs a function of another execution space"),
    FunctionDefaultedNotFirstDeclaration("function.defaulted-not-first-declaration", "I.4.9.2", Error, "a function defaulted after its first declaration used from an execution space its declarations do not give it"),
    GlobalParamSizeLimit("global.param-size-limit", "I.4.9.3", Error, "__global__ function parameters exceed 4 KB", relaxed(12, 1, "global.param-size-limit-12-1", "CHANGES.md A26")),
    GlobalParamNoVariadic("global.param-no-variadic", "I.4.9.3", Error, "a __global__ function with a variable number of arguments"),
    GlobalParamNoReference("global.param-no-reference", "I.4.9.3", Error, "a __global__ function parameter passed by reference"),
    GlobalDeviceLaunchTriviallyCopyable("global.device-launch-trivially-copyable", "I.4.9.3.1", Error, "a kernel launched from device code with an argument that is not trivially copyable and destructible"),
    FunctionStaticVarMemspace("function.static-var-memspace", "I.4.9.4", Error, "a memory-space static variable in a function that executes on the host"),
    FunctionStaticVarInit("function.static-var-init", "I.4.9.4", Error, "a device static variable with dynamic initialization or a non-empty constructor"),
    FunctionDeviceAddressInHost("function.device-address-in-host", "I.4.9.5", Error, "the address of a __device__ function taken in host code"),
    GlobalNoRecursion("global.no-recursion", "I.4.9.6", Error, "recursion in a __global__ function"),
    GlobalNoFriendDefinition("global.no-friend-definition", "I.4.9.7", Error, "a __global__ function or function template defined in a friend declaration"),
    GlobalNoOperator("global.no-operator", "I.4.9.8", Error, "an operator function declared __global__"),
    // I.4.10 classes
    ClassStaticDataMemberDevice("class.static-data-member-device", "I.4.10.1", Error, "a non-const static data member used in device code"),
    GlobalNoStaticMember("global.no-static-member", "I.4.10.2", Error, "a static member function declared __global__"),
    ClassVirtualOverrideSpaceMatch("class.virtual-override-space-match", "I.4.10.3", Error, "an overriding virtual function whose execution space differs from the overridden one"),
    GlobalParamNoVirtualClass("global.param-no-virtual-class", "I.4.10.3", Error, "an object of a class with virtual functions passed to a __global__ function", until(13, 0, Some("global.param-polymorphic-ub"), "CHANGES.md A38")),
    GlobalParamNoVirtualBase("global.param-no-virtual-base", "I.4.10.4", Error, "an object of a class with a virtual base class passed to a __global__ function"),
    ClassAnonymousUnionNoDeviceReference("class.anonymous-union-no-device-reference", "I.4.10.5", Error, "a member of a namespace-scope anonymous union referenced in device code"),
    // I.4.11 templates
    TemplateArgHostLocal("template.arg-host-local", "I.4.11", Error, "a type defined in a __host__ or __host__ __device__ function used in a __global__ / device variable template argument"),
    TemplateArgPrivateMember("template.arg-private-member", "I.4.11", Error, "a private or protected member type used in a __global__ / device variable template argument"),
    TemplateArgUnnamed("template.arg-unnamed", "I.4.11", Error, "an unnamed type used in a __global__ / device variable template argument", relaxed(13, 0, "template.arg-unnamed-local-to-device", "CHANGES.md A42")),
    // I.4.13 const variables, I.4.14 long double
    HostvarConstValueUse("hostvar.const-value-use", "I.4.13", Error, "a host const variable used in device code that is not a constant-initialized integral or floating value"),
    HostvarConstNoReferenceOrAddress("hostvar.const-no-reference-or-address", "I.4.13", Error, "a reference to, or the address of, a host const variable in device code"),
    TrigraphNotSupported("trigraph.not-supported", "I.4.12", Error, "a trigraph sequence in code (trigraphs are not replaced)"),
    // a warning: the clause's reading (cases/clauses/long-double.yaml) is "not supported", met by
    // a diagnostic of any severity, and nvcc 13.5 warns (#20208-D, "treated as 'double'") or is
    // silent; real code (stdgpu's `hash<long double>`) compiles with it
    LongDoubleNotInDevice("long-double.not-in-device", "I.4.14", Warning, "long double in device code"),
    AttrDeprecatedDeviceDiagnostic("attr.deprecated-device-diagnostic", "I.4.15", Warning, "a reference to a deprecated entity from the body of a device function"),
    AttrDeprecatedHostReference("attr.deprecated-host-reference", "I.4.15", Warning, "a reference to a deprecated entity from host code"),
    // I.4.20 C++11
    LambdaExecSpaceEnclosingFunction("lambda.exec-space-enclosing-function", "I.4.20.1", Error, "a lambda called across execution spaces (its space is the enclosing function's)"),
    LambdaExecSpaceNoEnclosingFunction("lambda.exec-space-no-enclosing-function", "I.4.20.1", Error, "a namespace-scope or default-argument lambda (__host__) called from device code"),
    LambdaClosureGlobalTemplateArg("lambda.closure-global-template-arg", "I.4.20.1", Error, "a closure type used in a __global__ template argument (lambda not defined in device code)"),
    InitlistHostDevice("initlist.host-device", "I.4.20.2", Error, "std::initializer_list members called from device code under --no-host-device-initializer-list"),
    RvalueMoveForwardHostDevice("rvalue.move-forward-host-device", "I.4.20.3", Error, "std::move/std::forward called from device code under --no-host-device-move-forward"),
    ConstexprCrossSpaceCall("constexpr.cross-space-call", "I.4.20.4", Error, "a constexpr function called from an incompatible execution space without --expt-relaxed-constexpr", until(13, 0, Some("constexpr.cross-space-call-13"), "CHANGES.md A51")),
    ConstexprTemplateInstantiation("constexpr.template-instantiation", "I.4.20.4", Error, "an instantiation of a constexpr function template that is not constexpr used in a constant expression"),
    ConstexprRelaxedFlag("constexpr.relaxed-flag", "I.4.20.4", Error, "a non-constexpr function called across execution spaces"),
    HostvarConstexprScalarValue("hostvar.constexpr-scalar-value", "I.4.20.5", Error, "a host constexpr variable used in device code that is not a non-volatile scalar other than long double"),
    HostvarConstexprNoReferenceOrAddress("hostvar.constexpr-no-reference-or-address", "I.4.20.5", Error, "a reference to, or the address of, a host constexpr variable in device code"),
    HostvarConstexprNonscalarInConstexprCall("hostvar.constexpr-nonscalar-in-constexpr-call", "I.4.20.5", Error, "an element of a non-scalar host constexpr variable used outside a constant-expression call", relaxed(13, 0, "hostvar.constexpr-class-value-13", "CHANGES.md A52")),
    HostvarConstexprPointerValue13("hostvar.constexpr-pointer-value-13", "I.4.20.5", Error, "the value of a host constexpr variable of pointer or pointer-to-member type used in device code", since(13, 0, "CHANGES.md A52")),
    VariantsInlineNamespaceNameClash("variants.inline-namespace-name-clash", "I.4.20.6", Error, "an entity in an inline namespace with the same name and type as one in the enclosing namespace"),
    MemspaceInlineUnnamedNamespace("memspace.inline-unnamed-namespace", "I.4.20.6.1", Error, "a memory-space variable or __global__ function in an inline unnamed namespace"),
    Cxx11ThreadLocalNotInDevice("cxx11.thread-local-not-in-device", "I.4.20.7", Error, "thread_local in device code"),
    GlobalTemplateLambdaClosure("global.template-lambda-closure", "I.4.20.8", Error, "a closure type of a non-extended lambda in a __global__ template argument"),
    GlobalNoConstexpr("global.no-constexpr", "I.4.20.8", Error, "a __global__ function declared constexpr"),
    GlobalParamNoInitializerListVaList("global.param-no-initializer-list-va-list", "I.4.20.8", Error, "a __global__ function parameter of type std::initializer_list or va_list"),
    GlobalParamNoRvalueReference("global.param-no-rvalue-reference", "I.4.20.8", Error, "a __global__ function parameter of rvalue reference type"),
    GlobalVariadicTemplatePackLast("global.variadic-template-pack-last", "I.4.20.8", Error, "a variadic __global__ template whose pack is not the last template parameter"),
    GlobalVariadicTemplateOnePack("global.variadic-template-one-pack", "I.4.20.8", Error, "a variadic __global__ template with more than one pack"),
    MemspaceNoConstexprManagedShared("memspace.no-constexpr-managed-shared", "I.4.20.9", Error, "a __managed__ or __shared__ variable declared constexpr"),
    DefaultedFirstDeclarationIgnored("defaulted.first-declaration-ignored", "I.4.20.10", Error, "a function defaulted on its first declaration used where its inferred execution space (not its annotation) does not allow"),
    // the same clause's other diagnostic, at another severity: the guide's example warns of the
    // ignored annotation itself
    DefaultedFirstDeclarationIgnoredAnnotation("defaulted.first-declaration-ignored.annotation", "I.4.20.10", Warning, "an execution space specifier on a function defaulted on its first declaration is ignored"),
    DefaultedLaterDeclarationKept("defaulted.later-declaration-kept", "I.4.20.10", Error, "device code calls a __host__ function defaulted after its first declaration"),
    // I.4.21 C++14, I.4.22 C++17
    GlobalNoDeducedReturn("global.no-deduced-return", "I.4.21.1", Error, "a __global__ function with a deduced return type"),
    DeducedReturnDeviceReferenceOutsideBody("deduced-return.device-reference-outside-body", "I.4.21.1", Error, "a __device__ function with a deduced return type referenced outside device function bodies"),
    MemspaceInlineVariableInternalLinkage("memspace.inline-variable-internal-linkage", "I.4.22.1", Error, "a namespace-scope inline __device__/__constant__/__managed__ variable with external linkage in whole-program mode"),
    MemspaceNoStructuredBinding("memspace.no-structured-binding", "I.4.22.2", Error, "a structured binding declared with a memory space specifier"),
    // I.5 nvstd::function
    NvfunctionHostNoDeviceTarget("nvfunction.host-no-device-target", "I.5", Error, "an nvstd::function in host code initialized with a __device__ function or functor"),
    NvfunctionDeviceNoHostTarget("nvfunction.device-no-host-target", "I.5", Error, "an nvstd::function in device code initialized with a __host__ function or functor"),
    NvfunctionNoGlobalParamFromHost("nvfunction.no-global-param-from-host", "I.5", Error, "an nvstd::function passed from host code to a __global__ function"),
    // I.6 extended lambdas
    XlambdaFlag("xlambda.flag", "I.6", Error, "an execution space annotation on a lambda without --extended-lambda"),
    XlambdaAnnotationPosition("xlambda.annotation-position", "I.6", Error, "a lambda's execution space annotation after its parameter list"),
    XlambdaAnnotationScope("xlambda.annotation-scope", "I.6", Error, "an extended lambda's operator() called across execution spaces"),
    XlambdaHostDeviceLambda("xlambda.host-device-lambda", "I.6.3", Error, "an extended __device__ lambda called from host code"),
    XlambdaTraits("xlambda.traits", "I.6.1", Error, "a static assertion on an extended-lambda type trait that does not hold"),
    XlambdaRestriction1("xlambda.restriction-1", "I.6.2", Error, "an extended lambda defined within another extended lambda"),
    XlambdaRestriction2("xlambda.restriction-2", "I.6.2", Error, "an extended lambda defined within a generic lambda"),
    XlambdaRestriction3("xlambda.restriction-3", "I.6.2", Error, "an extended lambda nested in lambdas whose outermost one is not in a function"),
    XlambdaRestriction4("xlambda.restriction-4", "I.6.2", Error, "the enclosing function of an extended lambda is not named, addressable or accessible"),
    XlambdaRestriction5("xlambda.restriction-5", "I.6.2", Error, "the address of the enclosing function of an extended lambda is ambiguous"),
    XlambdaRestriction6("xlambda.restriction-6", "I.6.2", Error, "an extended lambda defined in a class local to a function"),
    XlambdaRestriction7("xlambda.restriction-7", "I.6.2", Error, "the enclosing function of an extended lambda has a deduced return type"),
    XlambdaRestriction8("xlambda.restriction-8", "I.6.2", Error, "a __host__ __device__ extended lambda that is generic"),
    XlambdaRestriction9("xlambda.restriction-9", "I.6.2", Error, "the enclosing template of an extended lambda breaks the template constraints"),
    XlambdaRestriction12ByValue("xlambda.restriction-12.by-value", "I.6.2", Error, "an extended lambda captures by reference"),
    XlambdaRestriction12ArrayRank("xlambda.restriction-12.array-rank", "I.6.2", Error, "an extended lambda captures an array of more than 7 dimensions"),
    XlambdaRestriction12ArrayElement("xlambda.restriction-12.array-element", "I.6.2", Error, "an extended lambda captures an array whose element type is not default-constructible and copy-assignable"),
    XlambdaRestriction12PackElement("xlambda.restriction-12.pack-element", "I.6.2", Error, "an extended lambda captures an element of a function parameter pack"),
    XlambdaRestriction12CaptureType("xlambda.restriction-12.capture-type", "I.6.2", Error, "an extended lambda captures a variable of a function-local or private type"),
    XlambdaRestriction12HostCopy("xlambda.restriction-12.host-copy", "I.6.2", Error, "an extended lambda captures by value a variable whose copy constructor is explicit"),
    XlambdaRestriction12HdSignatureType("xlambda.restriction-12.hd-signature-type", "I.6.2", Error, "a __host__ __device__ extended lambda whose signature uses a function-local or private type"),
    XlambdaRestriction12InitCapture("xlambda.restriction-12.init-capture", "I.6.2", Error, "an init-capture not allowed in an extended lambda"),
    XlambdaRestriction12NotConstexpr("xlambda.restriction-12.not-constexpr", "I.6.2", Error, "an extended lambda declared constexpr"),
    XlambdaRestriction12IfConstexprCapture("xlambda.restriction-12.if-constexpr-capture", "I.6.2", Error, "an extended lambda first captures a variable inside an if-constexpr block"),
    XlambdaRestriction13("xlambda.restriction-13", "I.6.2", Error, "the extended lambdas defined in a function depend on __CUDA_ARCH__"),
    XlambdaRestriction14("xlambda.restriction-14", "I.6.2", Error, "the return or parameter type of a __device__ extended lambda is introspected in host code", relaxed(12, 3, "xlambda.restriction-14-preserved-return", "CHANGES.md B, type traits and restriction 14/15")),
    XlambdaRestriction15("xlambda.restriction-15", "I.6.2", Error, "the captures of an extended lambda depend on __CUDA_ARCH__"),
    XlambdaRestriction16("xlambda.restriction-16", "I.6.2", Error, "a __device__ extended lambda converted to a function pointer in host code"),
    XlambdaRestriction17("xlambda.restriction-17", "I.6.2", Error, "a closure-type trait result used in a __global__ template argument"),
    XlambdaThisCapture("xlambda.this-capture", "I.6.4", Error, "*this capture in an unannotated host lambda or a __host__ __device__ extended lambda", relaxed(12, 0, "xlambda.this-capture-dialect", "CHANGES.md B, *this capture")),
    // I.1-I.3: the C++ language in CUDA code
    FeaturesCxx14RequiresCxx14Mode("features.cxx14.requires-cxx14-mode", "I.2", Warning, "a C++14 feature used in a C++11 translation unit"),
    FeaturesCxx17RequiresCxx17Mode("features.cxx17.requires-cxx17-mode", "I.3", Warning, "a C++17 feature used in a C++11/14 translation unit"),
    FeaturesCxx20RequiresCxx20Mode("features.cxx20.requires-cxx20-mode", "I.3", Warning, "a C++20 feature used before C++20"),
    FeaturesCxx11AutoStorageClassRemoved("features.cxx11.auto-storage-class-removed", "I.1", Error, "auto used as a storage class specifier"),
    FeaturesCxx17RegisterRemoved("features.cxx17.register-removed", "I.3", Error, "the register storage class in C++17"),
    FeaturesCxx17DynamicExceptionSpecificationsRemoved("features.cxx17.dynamic-exception-specifications-removed", "I.3", Error, "a dynamic exception specification in C++17"),
    FeaturesCxx20ThrowSpecificationRemoved("features.cxx20.throw-specification-removed", "I.3", Error, "throw() in C++20"),
    FeaturesCxx17BoolIncrementRemoved("features.cxx17.bool-increment-removed", "I.3", Error, "incrementing a bool in C++17"),
    FeaturesCxx17StaticAssertMessageOptional("features.cxx17.static-assert-message-optional", "I.3", Error, "static_assert without a message before C++17"),
    FeaturesCxx11StaticAssertionsFailing("features.cxx11.static-assertions-failing", "I.1", Error, "a static assertion whose constant condition is false"),
    FeaturesCxx11IntegerLiteralTooLarge("features.cxx11.integer-literal-too-large", "I.1", Error, "an integer literal too large for any integer type"),
    FeaturesCxx17StructuredBindingsCount("features.cxx17.structured-bindings-count", "I.3", Error, "a structured binding whose name count differs from the element count"),
    FeaturesCxx11NullPointerConstantNotInteger("features.cxx11.null-pointer-constant-not-integer", "I.1", Error, "nullptr converted to an integer or floating type (or copy-initializing a bool)"),
    FeaturesCxx11StronglyTypedEnumsNoImplicitConversion("features.cxx11.strongly-typed-enums-no-implicit-conversion", "I.1", Error, "a scoped enumerator converted implicitly to an arithmetic type"),
    FeaturesCxx11InitializerListNarrowing("features.cxx11.initializer-list-narrowing", "I.1", Error, "a narrowing conversion in list-initialization"),
    FeaturesCxx20U8LiteralsAreChar8T("features.cxx20.u8-literals-are-char8-t", "I.3", Error, "a u8 string literal initializing a char pointer under C++20"),
    FeaturesCxx20DesignatedInitializersOrder("features.cxx20.designated-initializers-order", "I.3", Error, "designated initializers out of declaration order, or mixed with positional ones", since(12, 0, "CHANGES.md A1")),
    FeaturesCxx11ConstexprRequiresConstant("features.cxx11.constexpr-requires-constant", "I.1", Error, "a constexpr variable initialized with a run-time value"),
    FeaturesCxx17ConstexprIfConstantCondition("features.cxx17.constexpr-if-constant-condition", "I.3", Error, "an if constexpr condition that reads a run-time value"),
    FeaturesCxx20ConstevalConstantArguments("features.cxx20.consteval-constant-arguments", "I.3", Error, "a consteval function called with a run-time value outside an immediate function context", since(12, 0, "CHANGES.md A1")),
    FeaturesCxx11AlignasNotWeakerThanNatural("features.cxx11.alignas-not-weaker-than-natural", "I.1", Error, "alignas weaker than the natural alignment of the declared object"),
    FeaturesCxx14DeducedReturnTypesConsistent("features.cxx14.deduced-return-types-consistent", "I.2", Error, "return statements deducing different types for an auto return type"),
    FeaturesCxx11DeletedFunctionsUse("features.cxx11.deleted-functions-use", "I.1", Error, "a use of a deleted function (a copy through a deleted copy constructor)"),
    FeaturesCxx11ExplicitConversionOperatorsImplicitUse("features.cxx11.explicit-conversion-operators-implicit-use", "I.1", Error, "copy-initialization through an explicit conversion function"),
    FeaturesCxx17GuaranteedCopyElisionNoConstructor("features.cxx17.guaranteed-copy-elision-no-constructor", "I.3", Error, "before C++17, a temporary copied or moved through deleted constructors"),
    FeaturesCxx20AggregatesNoUserDeclaredConstructors("features.cxx20.aggregates-no-user-declared-constructors", "I.3", Error, "C++20: aggregate initialization of a class with a user-declared constructor"),
    FeaturesCxx11OverrideFinalMisuse("features.cxx11.override-final-misuse", "I.1", Error, "override/final on a function that does not override, or deriving from / overriding a final entity"),
    // the C++ language extensions (CUDA 11 guide, Appendix B): specifiers and where functions are callable
    ExtensionsGlobalNotDevice("extensions.global-not-device", "B.1.3", Error, "a function declared both __global__ and __device__"),
    ExtensionsGlobalNotHost("extensions.global-not-host", "B.1.3", Error, "a function declared both __global__ and __host__"),
    ExtensionsMemspaceAtMostOne("extensions.memspace-at-most-one", "B.2.1", Error, "a variable with more than one of __constant__, __shared__ and __managed__"),
    ExtensionsGlobalVoidReturn("extensions.global-void-return", "B.1.1", Error, "a __global__ function whose return type is not void"),
    ExtensionsGlobalCallConfigured("extensions.global-call-configured", "B.1.1", Error, "a call of a __global__ function without an execution configuration"),
    ExtensionsHostDeviceCallsDevice("extensions.host-device-calls-device", "B.1.2", Error, "a __host__ __device__ function whose body, as the host compilation sees it, calls a __device__ function"),
    // Appendix D
    DpExecLaunchTargetGlobal("dp.exec.launch-target-global", "D.3.1", Error, "a device-side launch of something that is not a __global__ function"),
    DpExecNoDeviceReconfig("dp.exec.no-device-reconfig", "D.3.1.1.2", Error, "a kernel environment reconfigured from device code"),
    DpStreamsCreateHostOnly("dp.streams.create-host-only", "D.3.1.2", Error, "cudaStreamCreate() in device code"),
    DpSyncCdp2Removed("dp.sync.cdp2-removed", "D.3.1.4", Error, "cudaDeviceSynchronize() referenced in device code (removed with CDP2)", since(12, 0, "CHANGES.md C2")),
    DpStreamsNoSyncQuery("dp.streams.no-sync-query", "D.3.1.2", Error, "cudaStreamSynchronize()/cudaStreamQuery() in device code"),
    DpEventsUnsupportedApis("dp.events.unsupported-apis", "D.3.1.3", Error, "cudaEventSynchronize/ElapsedTime/Query in device code"),
    DpEventsCreateWithFlags("dp.events.create-with-flags", "D.3.1.3", Error, "cudaEventCreate() in device code"),
    DpCoherenceZeroCopyNoAlloc("dp.coherence.zero-copy-no-alloc", "D.2.2.1.2", Error, "zero-copy memory allocated or freed in device code"),
    DpConstantImmutable("dp.constant.immutable", "D.2.2.1.3", Error, "a __constant__ variable modified from device code"),
    DpTextureNoDeviceCreate("dp.texture.no-device-create", "D.3.1.6.2", Error, "a texture or surface object created or destroyed in device code"),
    DpSymbolsNoSymbolApis("dp.symbols.no-symbol-apis", "D.3.1.6.4", Error, "a symbol runtime API called in device code"),
    DpDevmgmtNoSetDevice("dp.devmgmt.no-set-device", "D.3.1.5", Error, "a device-management runtime API called in device code"),
    DpDevmgmtNoDeviceProperties("dp.devmgmt.no-device-properties", "D.3.1.5", Error, "cudaGetDeviceProperties() in device code"),
    DpApiHostOnly("dp.api.host-only", "D.3.1.8", Error, "a host-only runtime API called in device code"),
    DpApiMemcpyAsyncOnly("dp.api.memcpy-async-only", "D.3.1.8", Error, "a synchronous memcpy/memset runtime API called in device code"),
    DpBuildRdcRequired("dp.build.rdc-required", "D.3.3.2", Error, "a device-side launch compiled without relocatable device code"),
    DpLocalNoPass("dp.local.no-pass", "D.2.2.1.5", Warning, "a pointer to local memory passed to a child kernel"),
    DpSharedNoPass("dp.shared.no-pass", "D.2.2.1.4", Warning, "a pointer to shared memory passed to a child kernel"),
    // the checker's own diagnostic, of no clause: a bound that stops runaway input was reached
    // (include nesting, header entries, macro expansion, `#if` nesting), so the unit was not
    // read whole and findings may be missing
    CheckerIncomplete("checker.incomplete", "checker", Warning, "the checker did not read the translation unit whole (a header not found, or a bound on runaway input reached)"),
}

pub fn rules() -> &'static [Rule] {
    RULES
}

/// The catalogue entry of rule `id`.
pub fn by_id(id: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.id == id)
}

impl RuleId {
    /// The catalogue entry (the enum and the table are written in the same order).
    pub fn rule(self) -> &'static Rule {
        &RULES[self as usize]
    }
    pub fn id(self) -> &'static str {
        self.rule().id
    }
    pub fn severity(self) -> Severity {
        self.rule().severity
    }
    pub fn section(self) -> &'static str {
        self.rule().section
    }
    pub fn edition(self) -> Edition {
        self.rule().edition
    }
}

/// A finding against a view's token.
#[derive(Clone, Debug)]
pub struct Raw {
    pub tok: usize,
    pub rule: RuleId,
    pub msg: String,
    /// A form of the rule no toolchain enforces (`unenforced.rs`), said by the emitter.
    pub unenforced: Option<&'static crate::unenforced::Unenforced>,
}
